export declare const PAYLOAD_FOLDER: string;
export declare function payloadScript(html: string): string | undefined;
export declare function withExternalPayload(html: string, url: string): string;
export declare const externalPayloadStep: import('./pipeline.mjs').PageStep;
