import { AlertTriangle } from 'lucide-react'

/** The spec's error alert: a title and the error's message. */
export function ErrorPanel({ title, message }: { title: string; message: string }) {
	return (
		<div
			role="alert"
			className="flex gap-3 rounded-lg border border-danger/40 bg-red-50 p-5 text-red-900"
		>
			<AlertTriangle aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
			<div>
				<h1 className="text-xl font-bold">{title}</h1>
				<p className="mt-2 break-words">{message}</p>
			</div>
		</div>
	)
}
