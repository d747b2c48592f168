// Worker threads do not inherit the parent's TypeScript loader: register tsx here, then load the
// real worker. (Plain JS so that Node can start it without any loader.)
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
