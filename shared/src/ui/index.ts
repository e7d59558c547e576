// UI kit: dialogs, framed modal, side panel, confirm dialog, loader, spinner, carousel, lazy image, safe HTML, visually hidden text.
export { Dialog, type DialogProps, type DialogIcon } from './dialog';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmButton } from './confirm-dialog';
export { FramedModal, FRAMED_MODAL_DEFAULT_WIDTH, type FramedModalProps } from './framed-modal';
export { TabList, type TabListProps } from './tab-list';
export { SidePanel, SIDE_PANEL_DEFAULT_WIDTH, type SidePanelProps, type SidePanelEntry, type SidePanelGate } from './side-panel';
export { Loader, type LoaderProps } from './loader';
export { Spinner, type SpinnerProps } from './spinner';
export { Carousel, type CarouselProps } from './carousel';
export { LazyImage, LAZY_IMAGE, type LazyImageProps, type LazyImageState } from './lazy-image';
export { useNearViewport, type NearViewportOptions } from './use-near-viewport';
export { ERROR_IMAGE_SRC } from './error-image';
export { SafeHtml, sanitizeHtml, type SafeHtmlProps } from './safe-html';
export { NotAvailableYet, type NotAvailableYetProps } from './not-available-yet';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
export { lockPageScroll } from './modal-stack';
export { useMediaQuery } from './use-media-query';
