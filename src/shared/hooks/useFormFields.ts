import { useState } from 'react';

/**
 * A form's values and the messages under its fields, and `field(key)`: the props of a text field
 * for that key (its value, its message, and a change that clears the message). The form decides
 * when to check; a field says why it was refused until it is changed.
 */
export function useFormFields<Values extends object, Key extends keyof Values & string>(initial: () => Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const field = (key: Key) => ({
    value: values[key],
    error: Boolean(errors[key]),
    helperText: errors[key],
    onChange: (event: { target: { value: string } }) => {
      setErrors(({ [key]: _fixed, ...rest }) => rest as Partial<Record<Key, string>>);
      setValues((current) => ({ ...current, [key]: event.target.value }));
    },
  });
  return { values, setValues, errors, setErrors, field };
}
