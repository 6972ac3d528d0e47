// Auth area (/api/v1/auth): one file per operation; see README.md for the design.
// A body that cannot be read (malformed JSON, wrong content type) on an auth route answers 400
// with the route's spec message (`config.badInput`), like any other bad input; a too-large
// body stays 413. A fault of ours (a 500, logged) carries the route's spec failure message
// (`config.failure`, spec §8) instead of the generic one. Everything else goes to the app's
// error handler.
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { answerOwnFault } from '../../lib/failure-handler';
import { minimalReplays } from '../../plugins/idempotency';
import { passwords } from './passwords';
import { ThrottledError } from './throttle';
import confirm from './confirm';
import forgotPassword from './forgot-password';
import login from './login';
import logout from './logout';
import passwordStatus from './password-status';
import register from './register';
import resetPassword from './reset-password';
import setPassword from './set-password';
import terms from './terms';
import validate from './validate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The spec message (and code, default 'validation') for a body that cannot be read at all. */
    badInput?: { message: string; code?: string };
    /** The spec message for a failure on our side (still a 500). */
    failure?: string;
  }
}

const unreadableBody = (err: FastifyError) =>
  err.statusCode === 415 || (err.statusCode === 400 && (err.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError));

const authRoutes: FastifyPluginAsync = async (app) => {
  // Sessions, tokens and profiles: a replayed key answers the status and ids only.
  minimalReplays(app);
  await passwords.warmUp();

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const badInput = request.routeOptions.config?.badInput;
    if (badInput && unreadableBody(err)) {
      return reply.status(400).send({ error: { code: badInput.code ?? 'validation', message: badInput.message } });
    }
    if (err instanceof ThrottledError) reply.header('retry-after', String(err.retryAfterSeconds));
    const answered = answerOwnFault(err, request, reply, 'auth route failed');
    if (answered) return answered;
    throw err;
  });

  login(app);
  logout(app);
  validate(app);
  register(app);
  confirm(app);
  passwordStatus(app);
  setPassword(app);
  forgotPassword(app);
  resetPassword(app);
  terms(app);
};

export default authRoutes;
