// The after-login flow, shared by the login, agent-login and free-play entries and the modal host.
export { afterLoginStep, type AfterLoginInput, type AfterLoginStep } from './state/after-login-step';
export { useCompleteLogin, type CompletedLogin } from './hooks/use-complete-login';
export { AfterLoginModal } from './components/after-login-modal';
export { showAfterLogin, dismissAfterLogin, useAfterLoginGreeting } from './state/after-login-store';
