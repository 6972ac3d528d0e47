// GET /api/v1/coreskill (calls.md Lookups, "Core skills: GET"): the core skills a drill, a
// session and an at-home practice can name. Clubs have no list of their own yet, so every club
// gets src/domain/training/core-skills.ts (the demo club's skills are these).
import type { FastifyPluginAsync } from 'fastify';
import { CORE_SKILLS } from '../../../src/domain/training/core-skills';

const coreSkillRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { config: { permission: 'self' } }, async () => ({ coreSkills: CORE_SKILLS.map((name) => ({ id: name, name })) }));
};

export default coreSkillRoutes;
