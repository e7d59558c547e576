// UI kit (DESIGN.md §3): dialogs, framed modal, confirm dialog, loader, carousel, lazy image, safe HTML.
export { Dialog, type DialogProps, type DialogIcon } from './dialog';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmButton } from './confirm-dialog';
export { FramedModal, FRAMED_MODAL_DEFAULT_WIDTH, type FramedModalProps } from './framed-modal';
export { Loader, type LoaderProps } from './loader';
export { Carousel, type CarouselProps } from './carousel';
export { LazyImage, LAZY_IMAGE, type LazyImageProps, type LazyImageState } from './lazy-image';
export { ERROR_IMAGE_SRC } from './error-image';
export { SafeHtml, sanitizeHtml, type SafeHtmlProps } from './safe-html';
export { NotAvailableYet, type NotAvailableYetProps } from './not-available-yet';
export { lockPageScroll } from './modal-stack';
