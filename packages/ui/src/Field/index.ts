export { Field, type FieldControlProps, type FieldParts, type FieldProps } from './Field.tsx';
