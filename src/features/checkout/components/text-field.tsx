/** The forms' text field now lives with the UI primitives (the contact form uses it too). */
export { Field, TextField, type TextFieldProps } from '@/components/ui/text-field';
