import { createFileRoute } from '@tanstack/react-router';
import { OrderDetail } from '../../../customers/orders/OrderDetail.tsx';
import { ownPageLinks } from '../../../seo/page-head.ts';

export const Route = createFileRoute('/account/orders/$id')({
  head: ({ params, match }) => ({
    meta: [{ title: `Order ${params.id} | Cairn` }],
    links: ownPageLinks(match.context.origin, match.pathname),
  }),
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  return <OrderDetail number={id} />;
}
