export { SecondStepForm, secondStepOfferOf, type SecondStepFormProps } from './components/second-step-form';
