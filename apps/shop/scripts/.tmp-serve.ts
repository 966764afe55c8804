import { startShop } from '../e2e/harness.ts';
const shop = await startShop({ nodeArgs: process.env.NODEARGS ? process.env.NODEARGS.split(' ') : [], env: { DATABASE_URL: process.env.DATABASE_URL!, PAGE_CACHE: 'on' } });
console.log('URL', shop.url, shop.pid);
await new Promise(() => {});
