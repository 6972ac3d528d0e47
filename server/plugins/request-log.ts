// One line per answered request, at REQUEST_LOG_LEVEL (debug unless set), instead of Fastify's two
// lines at info: `npm start` stays quiet, and whoever wants a request log chooses its level. The
// line names the method, the URL with secrets in its query left out (the live stream's ticket)
// and the calendar feed's token, the status and the time taken; never headers or bodies.
import { LogController, type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Fastify's own 'incoming request' and 'request completed' lines, off; its error lines stay. */
export class RequestLinesOff extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
}

/** Query parameters that carry credentials (EventSource cannot send headers). */
const SECRET_PARAMS = /([?&](?:ticket|token)=)[^&]*/g;
/** The calendar feed's address is its own key (a phone's calendar cannot send headers). */
const SECRET_PATHS = /(\/calendar\/feed\/)[^/?]+(\.ics)/g;
export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_PATHS, '$1[redacted]$2');

const requestLog: FastifyPluginAsync = async (app) => {
  const level = app.config.requestLogLevel;
  app.addHook('onResponse', async (request, reply) => {
    request.log[level]({ method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
};

export default fp(requestLog, { name: 'request-log' });
