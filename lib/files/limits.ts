/** Largest accepted upload (documents, proceedings, attachments): UPLOAD_MAX_BYTES, default 10 MB. */
export function uploadMaxBytes(): number {
  const configured = Number(process.env.UPLOAD_MAX_BYTES);
  return Number.isFinite(configured) && configured > 0 ? configured : 10 * 1024 * 1024;
}

/** Bytes one user may upload per hour, all upload paths together: UPLOAD_MAX_BYTES_PER_HOUR, default 200 MB. */
export function uploadMaxBytesPerHour(): number {
  const configured = Number(process.env.UPLOAD_MAX_BYTES_PER_HOUR);
  return Number.isFinite(configured) && configured > 0 ? configured : 200 * 1024 * 1024;
}

/** A JSON body carrying one file as a base64 data URL: 4/3 of the file plus room for the other fields. */
export const dataUrlBodyLimit = () => Math.ceil((uploadMaxBytes() * 4) / 3) + 64 * 1024;

/** A multipart body carrying one file. */
export const multipartBodyLimit = () => uploadMaxBytes() + 64 * 1024;

export const formatMegabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
