/** sessionStorage key under which a page hands its visible toasts to the next page. */
export const FLASH_TOASTS_KEY = 'hp:flash-toasts';
