// The types of start-code.js, which stays JavaScript so that eslint.config.js can import it.
export declare const START_CODE: readonly string[]
export declare const NOT_START_CODE: readonly string[]
