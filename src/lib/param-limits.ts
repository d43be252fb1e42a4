// Long enough for real namespaces (`arn:aws:glue:…`) and deep S3 paths, short enough that a crafted link
// cannot make every query key and label megabytes long.
export const MAX_ID_LENGTH = 2048;

// C0 controls and DEL have no place in a nodeId and would be invisible in the UI.
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
