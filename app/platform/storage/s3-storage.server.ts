import type * as S3Sdk from '@aws-sdk/client-s3'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import type { Env } from '#app/platform/env.server'
import { assertKey, validKey, type ByteRange, type FileStorage, type StoredObject } from './types'

export interface S3StorageOptions {
	bucket: string
	region: string
	/** An S3-compatible store's address; unset for AWS itself. */
	endpoint?: string
	/** Both or neither: neither uses the SDK's own chain (environment, profile, instance role). */
	accessKeyId?: string
	secretAccessKey?: string
	/** `http://host/bucket/key` rather than `http://bucket.host/key` (most self-hosted stores). */
	forcePathStyle?: boolean
	/** Folder of the bucket the keys live under: '' or ending in '/'. */
	prefix?: string
	/** Keys per listing request (S3's maximum, 1000, unless a test wants to see the pages). */
	pageSize?: number
}

export function s3OptionsFromEnv(env: Env): S3StorageOptions {
	if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET')
	return {
		bucket: env.S3_BUCKET,
		region: env.S3_REGION,
		endpoint: env.S3_ENDPOINT,
		accessKeyId: env.S3_ACCESS_KEY_ID,
		secretAccessKey: env.S3_SECRET_ACCESS_KEY,
		forcePathStyle: env.S3_FORCE_PATH_STYLE,
		prefix: env.S3_PREFIX,
	}
}

type Sdk = typeof S3Sdk

/** S3's "no such object" (HEAD answers a bare 404, GET a NoSuchKey error). */
function missing(error: unknown): boolean {
	const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } }
	return (
		e?.name === 'NotFound' ||
		e?.name === 'NoSuchKey' ||
		e?.Code === 'NoSuchKey' ||
		e?.$metadata?.httpStatusCode === 404
	)
}

/** What an operator needs to read in a log when the store refuses a request. */
function explain(error: unknown, what: string, options: S3StorageOptions): Error {
	const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } }
	const status = e?.$metadata?.httpStatusCode
	const where = `bucket ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`
	const detail =
		e?.message && e.message !== e.name && e.message !== 'UnknownError' ? `: ${e.message}` : ''
	return new Error(
		`object store (${where}): ${what} failed: ${e?.name ?? 'Error'}${status ? ` (${status})` : ''}${detail}`,
		{ cause: error },
	)
}

/** Time to open a connection to the store. */
const CONNECT_MS = 3_000
/** Time a connection may stay quiet, in either direction. */
const IDLE_MS = 10_000
/**
 * Deadlines for the store's answer (its headers; a download then streams at the reader's pace):
 * a write gets 10 s and a second more per megabyte it carries (a resident's photo waits about
 * 10 s; a 20 MB document 30 s).
 */
const ANSWER_MS = { read: 5_000, write: 10_000 }
const writeDeadline = (bytes: number) => ANSWER_MS.write + Math.ceil(bytes / 1_000)

/**
 * Sends one command with a deadline for its answer, retries included: past it the call fails
 * (and the caller answers 503), rather than waiting on a store that stopped answering.
 */
async function within<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
	const controller = new AbortController()
	const timer = setTimeout(
		() => controller.abort(new Error(`the store did not answer within ${ms / 1000} s`)),
		ms,
	)
	try {
		return await call(controller.signal)
	} finally {
		clearTimeout(timer)
	}
}

/**
 * Objects in an S3-compatible store, through the AWS SDK. The SDK (several megabytes of code) is
 * loaded on first use, so an install on the local folder never has it in memory.
 */
export class S3Storage implements FileStorage {
	readonly kind = 's3' as const
	private connection: Promise<{ sdk: Sdk; client: S3Sdk.S3Client }> | undefined

	constructor(readonly options: S3StorageOptions) {}

	private connect() {
		this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
			const { accessKeyId, secretAccessKey } = this.options
			const client = new sdk.S3Client({
				region: this.options.region,
				endpoint: this.options.endpoint,
				forcePathStyle: this.options.forcePathStyle ?? false,
				credentials:
					accessKeyId !== undefined && secretAccessKey !== undefined
						? { accessKeyId, secretAccessKey }
						: undefined,
				// The SDK's default checksums (CRC32 headers on every upload) are refused or ignored by
				// several S3-compatible stores; each request is still signed, and TLS checks the bytes.
				requestChecksumCalculation: 'WHEN_REQUIRED',
				responseChecksumValidation: 'WHEN_REQUIRED',
				maxAttempts: 3,
				// A store that does not answer holds a request for seconds, not minutes (issue 32: with
				// the store frozen, every picture and upload hung 17–20 s). The connection must open
				// within CONNECT_MS, and a connection that goes quiet for IDLE_MS is dropped (also
				// mid-download); each call below has its own deadline for the store's answer.
				requestHandler: { connectionTimeout: CONNECT_MS, socketTimeout: IDLE_MS },
			})
			return { sdk, client }
		})
		return this.connection
	}

	private objectKey(key: string): string {
		assertKey(key)
		return `${this.options.prefix ?? ''}${key}`
	}

	async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
		const Key = this.objectKey(key)
		const { sdk, client } = await this.connect()
		try {
			await within(writeDeadline(body.byteLength), (abortSignal) =>
				client.send(
					new sdk.PutObjectCommand({
						Bucket: this.options.bucket,
						Key,
						Body: body,
						ContentType: contentType,
						ContentLength: body.byteLength,
					}),
					{ abortSignal },
				),
			)
		} catch (error) {
			throw explain(error, `writing ${Key}`, this.options)
		}
	}

	/**
	 * Writes a file from disk that may be too large to hold in memory (a backup archive): in one
	 * request up to `partSize`, else as a multipart upload of `partSize` parts (S3's least is 5 MiB,
	 * its largest object in one request 5 GiB), abandoned on any failure so no parts are left.
	 */
	async putFile(key: string, file: string, contentType: string, partSize = 64 * 1024 * 1024) {
		const Key = this.objectKey(key)
		const { sdk, client } = await this.connect()
		const Bucket = this.options.bucket
		const { size } = await fsp.stat(file)
		if (size <= partSize) {
			try {
				await client.send(
					new sdk.PutObjectCommand({
						Bucket,
						Key,
						Body: fs.createReadStream(file),
						ContentType: contentType,
						ContentLength: size,
					}),
				)
			} catch (error) {
				throw explain(error, `writing ${Key}`, this.options)
			}
			return
		}
		let UploadId: string | undefined
		try {
			UploadId = (
				await client.send(
					new sdk.CreateMultipartUploadCommand({ Bucket, Key, ContentType: contentType }),
				)
			).UploadId
			const Parts: { ETag?: string; PartNumber: number }[] = []
			const handle = await fsp.open(file, 'r')
			try {
				for (let start = 0, PartNumber = 1; start < size; start += partSize, PartNumber++) {
					const length = Math.min(partSize, size - start)
					const Body = Buffer.alloc(length)
					await handle.read(Body, 0, length, start)
					const out = await client.send(
						new sdk.UploadPartCommand({
							Bucket,
							Key,
							UploadId,
							PartNumber,
							Body,
							ContentLength: length,
						}),
					)
					Parts.push({ ETag: out.ETag, PartNumber })
				}
			} finally {
				await handle.close()
			}
			await client.send(
				new sdk.CompleteMultipartUploadCommand({
					Bucket,
					Key,
					UploadId,
					MultipartUpload: { Parts },
				}),
			)
		} catch (error) {
			if (UploadId)
				await client
					.send(new sdk.AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
					.catch(() => {})
			throw explain(error, `writing ${Key} in parts`, this.options)
		}
	}

	async head(key: string): Promise<StoredObject | null> {
		const Key = this.objectKey(key)
		const { sdk, client } = await this.connect()
		try {
			const out = await within(ANSWER_MS.read, (abortSignal) =>
				client.send(new sdk.HeadObjectCommand({ Bucket: this.options.bucket, Key }), {
					abortSignal,
				}),
			)
			return {
				key,
				size: out.ContentLength ?? 0,
				contentType: out.ContentType ?? 'application/octet-stream',
				// S3's ETag is quoted already (an MD5, or a hash of the parts for multipart uploads).
				etag: out.ETag?.startsWith('"') ? out.ETag : `"${out.ETag ?? ''}"`,
				lastModified: out.LastModified ?? new Date(0),
			}
		} catch (error) {
			if (missing(error)) return null
			throw explain(error, `looking up ${Key}`, this.options)
		}
	}

	async read(key: string, range?: ByteRange): Promise<Readable | null> {
		const Key = this.objectKey(key)
		const { sdk, client } = await this.connect()
		try {
			const out = await within(ANSWER_MS.read, (abortSignal) =>
				client.send(
					new sdk.GetObjectCommand({
						Bucket: this.options.bucket,
						Key,
						Range: range ? `bytes=${range.start}-${range.end}` : undefined,
					}),
					{ abortSignal },
				),
			)
			const body = out.Body
			if (body instanceof Readable) return body
			if (!body) return Readable.from([])
			// Not Node's stream (another runtime's fetch handler): its bytes as a web stream.
			return Readable.fromWeb(body.transformToWebStream() as NodeWebStream)
		} catch (error) {
			if (missing(error)) return null
			throw explain(error, `reading ${Key}`, this.options)
		}
	}

	async delete(key: string): Promise<void> {
		const Key = this.objectKey(key)
		const { sdk, client } = await this.connect()
		try {
			// S3 answers 204 whether or not the object existed.
			await within(ANSWER_MS.write, (abortSignal) =>
				client.send(new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key }), {
					abortSignal,
				}),
			)
		} catch (error) {
			if (missing(error)) return
			throw explain(error, `deleting ${Key}`, this.options)
		}
	}

	async *list(prefix = ''): AsyncIterable<string> {
		const base = this.options.prefix ?? ''
		const { sdk, client } = await this.connect()
		let ContinuationToken: string | undefined
		do {
			let out: S3Sdk.ListObjectsV2CommandOutput
			try {
				out = await within(ANSWER_MS.write, (abortSignal) =>
					client.send(
						new sdk.ListObjectsV2Command({
							Bucket: this.options.bucket,
							Prefix: base + prefix,
							ContinuationToken,
							MaxKeys: this.options.pageSize,
						}),
						{ abortSignal },
					),
				)
			} catch (error) {
				throw explain(error, `listing ${base + prefix || 'the bucket'}`, this.options)
			}
			for (const object of out.Contents ?? []) {
				const key = object.Key?.slice(base.length)
				// Objects someone else put in the bucket under names the site never writes are not ours.
				if (key && object.Key!.startsWith(base) && validKey(key)) yield key
			}
			ContinuationToken = out.IsTruncated ? out.NextContinuationToken : undefined
		} while (ContinuationToken)
	}

	/**
	 * Asks the store whether the bucket is there and these credentials may use it: the server calls
	 * this before it listens, so a wrong bucket, address or key stops start-up with a message rather
	 * than failing each upload.
	 */
	async check(): Promise<void> {
		const { sdk, client } = await this.connect()
		try {
			await client.send(new sdk.HeadBucketCommand({ Bucket: this.options.bucket }))
		} catch (error) {
			const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
				?.httpStatusCode
			const hint =
				status === 404
					? 'there is no such bucket: create it, or correct S3_BUCKET'
					: status === 403 || status === 401
						? 'the store refused these credentials: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may read and write this bucket'
						: 'check S3_ENDPOINT, S3_REGION and S3_FORCE_PATH_STYLE, and that the store is running'
			throw new Error(`${explain(error, 'opening the bucket', this.options).message}; ${hint}`, {
				cause: error,
			})
		}
	}

	/** Closes the SDK's connections (the files command and tests end with this). */
	async close(): Promise<void> {
		const connection = this.connection
		this.connection = undefined
		if (connection) (await connection).client.destroy()
	}
}
