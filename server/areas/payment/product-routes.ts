// Product (/api/v1/product, calls.md "Product: PUT base"): the super admin adds a product
// (licence or reporting kind), or renames or retires one by id. Prices are added with POST
// payment/price.
import type { FastifyPluginAsync } from 'fastify';
import { billingMessages as m, productSchema } from '../../../src/domain/billing/billing-schema';
import { billingClock, billingProvider } from '../../lib/billing/select-provider';
import { useFailureMessages } from '../../lib/failure-handler';
import { parseInput } from '../../lib/parse-input';
import { idempotentWrite } from '../../plugins/idempotency';

const productRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);
  const clock = billingClock(app);
  app.put('/', { config: { permission: 'admin', failure: m.addFailed } }, async (request, reply) => {
    const body = parseInput(productSchema, request.body, m.productName);
    return idempotentWrite(request, reply, (tx) => billingProvider(tx, clock).putProduct(body));
  });
};

export default productRoutes;
