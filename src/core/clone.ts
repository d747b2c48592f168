import rfdc from 'rfdc';

const deepClone = rfdc({ proto: false, circles: false });

/** Deep copy of plain data. rfdc is several times faster than structuredClone for game states. */
export function cloneData<T>(value: T): T {
  return deepClone(value);
}
