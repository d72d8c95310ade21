export declare const PAYLOAD_FOLDER: string;
export declare function payloadScript(html: string): string | undefined;
export declare const PAYLOAD_FILE_BYTES: number;
export declare function payloadFiles(html: string, limit?: number): string[];
export declare function withExternalPayload(html: string, urls: string[]): string;
export declare const externalPayloadStep: import('./pipeline.mjs').PageStep;
