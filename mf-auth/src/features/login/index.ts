export { LoginForm, type LoginFormProps } from './components/login-form';
export { REMEMBERED_ACCOUNT_COOKIE } from './state/remembered-account';
