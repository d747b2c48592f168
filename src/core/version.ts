/** Bumped when a rules change can alter how a recorded game replays. */
export const ENGINE_VERSION = '0.1.0';
/** Version of the game-record file format. */
export const RECORD_FORMAT_VERSION = 1;
