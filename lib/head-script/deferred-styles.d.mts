/** Types for lib/head-script/deferred-styles.mjs (plain JavaScript so the post-build script runs it under Node). */
export declare const BELOW_FIRST_SCREEN_ATTRIBUTE: 'data-below-first-screen';
export declare const STYLES_PENDING_ATTRIBUTE: 'data-styles-pending';
export declare const belowFirstScreen: { 'data-below-first-screen': '' };
export declare const PRINT_READY_ATTRIBUTE: 'data-print-ready';
export declare const printReady: { 'data-print-ready': '' };
export declare const FOOTER_BELOW_FIRST_SCREEN_ATTRIBUTE: 'data-footer-below-first-screen';
export declare const footerBelowFirstScreen: { 'data-footer-below-first-screen': '' };
