// UI kit (DESIGN.md §3): dialogs, framed modal, confirm dialog, loader, carousel, lazy image, safe HTML.
export {};
