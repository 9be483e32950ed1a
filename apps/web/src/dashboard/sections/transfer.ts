import { ApiError } from '@qafila/api-client';
import { STORAGE_KEYS } from '@qafila/contracts';

const authHeaders = (): Record<string, string> => {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  return token ? { authorization: `Bearer ${token}` } : {};
};

export interface UploadRequest {
  body: Blob | string;
  contentType: string;
  headers?: Record<string, string>;
  /** The share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * POSTs a raw body (a CSV text, a document) with upload progress, which `fetch` cannot report. Same rules as the
 * API client: bearer token, cookies, never retried; a non-OK answer rejects with an `ApiError`.
 */
export function uploadWithProgress<T>(path: string, request: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries({ ...authHeaders(), ...request.headers })) {
      xhr.setRequestHeader(name, value);
    }
    xhr.setRequestHeader('content-type', request.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => request.onProgress?.(1);
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, text));
        return;
      }
      try {
        resolve((text.trim() ? JSON.parse(text) : {}) as T);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new Error('Network error: the server could not be reached.'));
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));
    xhr.send(request.body);
  });
}

/** Downloads an authenticated file and saves it under the server's file name (Content-Disposition). */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'include', headers: authHeaders() });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  let name = fallbackName;
  try {
    name = encoded ? decodeURIComponent(encoded) : (plain ?? fallbackName);
  } catch {
    name = plain ?? fallbackName;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A GET that is not retried: for a search whose 4xx answer is final (a wrong check digit stays wrong), where the API
 * client's three retries of every failed read would only delay the message by seconds.
 */
export async function getOnce<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { credentials: 'include', headers: authHeaders(), ...(signal ? { signal } : {}) });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text.trim() ? JSON.parse(text) : {}) as T;
}
