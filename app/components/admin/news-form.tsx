import {
	getFormProps,
	getInputProps,
	getTextareaProps,
	useForm,
	type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Button, buttonVariants } from '#app/components/ui/button'
import type { MessageKey } from '#app/i18n/i18n'
import { NewsSchema } from '#app/schemas/news'
import { useT } from '#app/utils/i18n'
import { cn } from '#app/utils/misc'

export interface NewsDefaults {
	id?: number
	title_en?: string | null
	title_fr?: string | null
	content_en?: string | null
	content_fr?: string | null
}

/**
 * The create/edit panel of News Management. It is part of the page (opened by `?new` or `?edit=`),
 * so it works without JavaScript; with JavaScript it validates as you go and, while saving,
 * disables every field and button and reads 'Creating...'.
 */
export function NewsFormPanel({
	closeHref,
	lastResult,
	failed,
	defaults,
}: {
	closeHref: string
	lastResult?: SubmissionResult<string[]> | null
	failed?: boolean
	defaults?: NewsDefaults
}) {
	const t = useT()
	const navigation = useNavigation()
	const editing = Boolean(defaults?.id)
	const intent = editing ? 'update' : 'create'
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	const headingRef = useRef<HTMLHeadingElement>(null)
	const [form, fields] = useForm({
		id: editing ? `news-edit-${defaults?.id}` : 'news-create',
		lastResult,
		constraint: getZodConstraint(NewsSchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		defaultValue: defaults,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: NewsSchema }),
	})

	useEffect(() => {
		headingRef.current?.focus()
	}, [])

	const error = (errors: string[] | undefined) =>
		errors?.length ? t(errors[0] as MessageKey, { max: 20000 }) : null

	const field = (
		name: 'title_en' | 'title_fr' | 'content_en' | 'content_fr',
		label: MessageKey,
		lang: 'en' | 'fr',
	) => {
		const meta = fields[name]
		const message = error(meta.errors)
		const multiline = name.startsWith('content')
		const props = multiline
			? getTextareaProps(meta, { ariaDescribedBy: message ? meta.errorId : undefined })
			: getInputProps(meta, { type: 'text', ariaDescribedBy: message ? meta.errorId : undefined })
		return (
			<div>
				<label htmlFor={meta.id} className="block font-semibold text-slate-900">
					{t(label)}
				</label>
				{multiline ? (
					<textarea
						{...(props as ReturnType<typeof getTextareaProps>)}
						key={props.key}
						lang={lang}
						rows={6}
						className="mt-1 w-full rounded-md border border-slate-400 p-3"
					/>
				) : (
					<input
						{...(props as ReturnType<typeof getInputProps>)}
						key={props.key}
						lang={lang}
						className="mt-1 h-11 w-full rounded-md border border-slate-400 px-3"
					/>
				)}
				{message ? (
					<p id={meta.errorId} className="mt-1 text-sm font-medium text-danger">
						{message}
					</p>
				) : null}
			</div>
		)
	}

	return (
		<section
			aria-labelledby="news-panel-title"
			className="fixed inset-y-0 right-0 z-40 w-full max-w-xl overflow-y-auto border-l border-slate-200 bg-white p-6 shadow-2xl"
			onKeyDown={(e) => {
				if (e.key === 'Escape')
					(document.getElementById('news-panel-close') as HTMLAnchorElement | null)?.click()
			}}
		>
			<div className="flex items-start justify-between gap-4">
				<h2
					id="news-panel-title"
					ref={headingRef}
					tabIndex={-1}
					className="text-xl font-bold text-slate-900 outline-none"
				>
					{t(editing ? 'admin.news.editTitle' : 'admin.news.createTitle')}
				</h2>
				<Link
					id="news-panel-close"
					to={closeHref}
					aria-label={t('admin.action.close')}
					className={buttonVariants({ variant: 'ghost', size: 'icon' })}
				>
					<X aria-hidden="true" className="size-5" />
				</Link>
			</div>
			{failed ? (
				<div role="alert" className="mt-4 rounded-md border-l-4 border-danger bg-red-50 p-4">
					<p className="font-semibold">{t('admin.toast.errorTitle')}</p>
					<p>{t('admin.toast.newsFailed')}</p>
				</div>
			) : null}
			<Form method="post" {...getFormProps(form)} className="mt-6">
				<fieldset disabled={busy} className="space-y-5">
					<input type="hidden" name="intent" value={intent} />
					{editing ? <input type="hidden" name="id" value={defaults?.id} /> : null}
					<p className="text-sm text-slate-700">{t('admin.form.languagesHint')}</p>
					{field('title_en', 'admin.form.titleEn', 'en')}
					{field('content_en', 'admin.form.contentEn', 'en')}
					{field('title_fr', 'admin.form.titleFr', 'fr')}
					{field('content_fr', 'admin.form.contentFr', 'fr')}
					<div className="flex flex-wrap gap-3 pt-2">
						<Button type="submit">
							{busy
								? t('admin.form.submitting')
								: t(editing ? 'admin.action.save' : 'admin.form.submit')}
						</Button>
						<Link
							to={closeHref}
							aria-disabled={busy}
							className={cn(
								buttonVariants({ variant: 'outline' }),
								busy && 'pointer-events-none opacity-60',
							)}
						>
							{t('admin.action.cancel')}
						</Link>
					</div>
				</fieldset>
			</Form>
		</section>
	)
}
