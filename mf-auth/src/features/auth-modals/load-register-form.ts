/** The registration form's code: the modal host renders it lazily; the host's widget loader fetches it beside the host. */
export const loadRegisterForm = () => import('../register/components/register-form');
