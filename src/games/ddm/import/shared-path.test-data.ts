// Where the tests find the shared ddmwi creatures file (read by path, never copied into the repository).
import { fileURLToPath } from 'node:url';

export const DDMWI_PATH = fileURLToPath(new URL('../../../../../shared/data/ddm/ddmwi-creatures.json', import.meta.url));
