/**
 * npm run push:keys: a new VAPID key pair for web push, printed as the three lines of the
 * environment (README, "Web push"). Keep the private key secret; changing the pair makes every
 * browser subscribe again.
 */
import { generateVapidKeys } from '../server/integrations/push/web-push.ts';

const { publicKey, privateKey } = generateVapidKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
console.log('VAPID_SUBJECT=mailto:you@example.com');
