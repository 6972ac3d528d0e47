// POST auth/terms: the signed-in user accepts the terms of use (users.terms_accepted_at, set
// to now on each acceptance so a new version of the terms can ask again). Answer: SessionAnswer.
import type { FastifyInstance } from 'fastify';
import { authMessages } from '../../../src/domain/auth/messages';
import { termsSchema } from '../../../src/domain/auth/terms-schema';
import { requireAuth } from '../../plugins/auth';
import { parseInput } from './parse';
import { acceptTerms } from './repository';
import { buildSessionAnswer } from './session-answer';

export default function terms(app: FastifyInstance) {
  app.post('/terms', { config: { permission: 'self', badInput: { message: authMessages.termsRequired } } }, async (request) => {
    const auth = requireAuth(request);
    parseInput(termsSchema, request.body);
    await acceptTerms(app.db, auth.userId);
    return buildSessionAnswer(app.db, auth.userId, auth.token);
  });
}
