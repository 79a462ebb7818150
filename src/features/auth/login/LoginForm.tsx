import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../shared/routing/paths';
import { AccessLabButton } from '../controls/AccessLabButton';
import { login } from '../authSlice';
import { OutlinedField } from '../controls/OutlinedField';
import { PasswordField } from './PasswordField';
import { useAuth } from '../useAuth';

type Field = 'email' | 'password';
type FieldInput = HTMLInputElement;

/** Plain-language messages for the native constraints (required, type="email"). */
function describeInvalid(input: FieldInput): string {
  if (input.validity.valueMissing) return input.name === 'email' ? 'Enter your email address.' : 'Enter your password.';
  if (input.validity.typeMismatch) return 'Enter a valid email address, like alex@forgelab.dev.';
  return input.validationMessage;
}

type LoginFormProps = {
  /** Called as a founder submits: the app fetches the dashboard while the credentials are checked. */
  onSignIn?: () => void;
};

/** The Founders Access form: native validation, one login at a time, the outcome as a toast. */
export function LoginForm({ onSignIn }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { loginPending, isAuthenticated } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Set synchronously, so a second submit in the same tick cannot start a second check.
  const submitting = useRef(false);

  // /login is prerendered: a founder (or a password manager) may fill the fields before the
  // page hydrates. Hydration keeps what is in the inputs but the state still holds '', and
  // the next render would write that back; so take the typed values over before it can.
  useLayoutEffect(() => {
    const typedEmail = emailRef.current?.value ?? '';
    const typedPassword = passwordRef.current?.value ?? '';
    if (typedEmail) setEmail(typedEmail);
    if (typedPassword) setPassword(typedPassword);
  }, []);

  // Focus the email field, unless the founder is already somewhere on the (prerendered) page.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) emailRef.current?.focus();
  }, []);

  const handleChange = (event: ChangeEvent<FieldInput>) => {
    const input = event.target;
    if (input.name === 'email') setEmail(input.value);
    else setPassword(input.value);
    // Errors appear on a submit attempt; while typing they only ever go away.
    if (errors[input.name as Field]) {
      setErrors((shown) => ({ ...shown, [input.name]: input.validity.valid ? undefined : describeInvalid(input) }));
    }
  };

  // The browser reports each invalid field; we show the message under it instead of
  // the native bubble, and focus the first invalid field, as the browser would.
  const handleInvalid = (event: FormEvent<FieldInput>) => {
    event.preventDefault();
    const input = event.currentTarget;
    setErrors((shown) => ({ ...shown, [input.name]: describeInvalid(input) }));
    const firstInvalid = Array.from(input.form?.elements ?? []).find(
      (element): element is HTMLInputElement => element instanceof HTMLInputElement && !element.validity.valid,
    );
    firstInvalid?.focus();
  };

  const submit = async () => {
    const succeeded = await dispatch(login({ email, password }));
    submitting.current = false;
    if (succeeded) {
      void navigate(paths.dashboard, { replace: true });
      return;
    }
    setPassword('');
    passwordRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || loginPending) return;
    submitting.current = true;
    setErrors({});
    onSignIn?.();
    void submit();
  };

  return (
    <Box component="form" onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <OutlinedField
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={handleChange}
        onInvalid={handleInvalid}
        inputRef={emailRef}
        error={errors.email}
        spellCheck={false}
        autoCapitalize="none"
        inputMode="email"
      />
      <PasswordField
        value={password}
        onChange={handleChange}
        onInvalid={handleInvalid}
        inputRef={passwordRef}
        error={errors.password}
      />
      {/* Still busy once signed in: the card stays until the dashboard replaces it. */}
      <AccessLabButton busy={loginPending || isAuthenticated} />
    </Box>
  );
}
