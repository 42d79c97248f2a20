/** The type of a catalogue's texts: the same keys, any string (what uk and ru are checked against). */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
