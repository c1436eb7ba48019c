import { Form, Link } from 'react-router'
import type { SubscriptionLanguages } from '#app/db/schema'
import { PageMeta } from '#app/features/feeds/page-meta'
import { PageHeader } from '#app/features/pages/page-header'
import type { Trail } from '#app/components/site/breadcrumbs'
import { Button, buttonVariants } from '#app/components/ui/button'
import { FormGuardFields } from '#app/components/site/form-guard-fields'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useSettings, useT } from '#app/i18n/hooks'
import { LANGUAGE_CHOICES, MAX_EMAIL_LENGTH, TOPICS, type ChoiceError, type Topic } from './choices'
import { subT, type SubscriptionTexts, type SubT } from './texts'
import type { SubscribeState } from './pages.server'

/**
 * The subscription pages (decision 040). Plain forms: everything works without JavaScript, and
 * every answer is a page in the reader's language. Their texts come with the page's data (the
 * subscription catalog), not with every page of the site.
 */

function useSubT(texts: SubscriptionTexts): SubT {
	const locale = useLocale()
	return subT(texts, useSettings().name[locale])
}

const fieldClass = 'mt-1 h-11 w-full max-w-md rounded-md border border-slate-400 bg-white px-3'
const linkClass = 'font-semibold text-primary-dark underline underline-offset-2'

function Page({
	title,
	intro,
	crumbs,
	children,
}: {
	title: string
	intro?: string
	crumbs: Trail
	children?: React.ReactNode
}) {
	const t = useT()
	return (
		<>
			<PageMeta title={t('meta.pageTitle', { title })} description={intro ?? title} noIndex />
			<PageHeader title={title} intro={intro} crumbs={crumbs} />
			<div className="mx-auto max-w-3xl space-y-6 px-4 py-10 text-lg text-slate-800">
				{children}
			</div>
		</>
	)
}

const errorKey = {
	email: 'sub.error.email',
	topics: 'sub.error.topics',
	languages: 'sub.error.languages',
} as const

function ErrorSummary({
	st,
	errors,
	problem,
}: {
	st: SubT
	errors: ChoiceError[]
	problem?: string
}) {
	if (!errors.length && !problem) return null
	const messages = problem
		? [
				st(
					problem === 'busy'
						? 'sub.error.busy'
						: problem === 'tooMany'
							? 'sub.error.tooMany'
							: 'sub.error.again',
				),
			]
		: errors.map((e) => st(errorKey[e]))
	return (
		<div role="alert" className="rounded-md border-l-4 border-danger bg-red-50 p-4 text-base">
			<p className="font-bold text-slate-900">{st('sub.error.title')}</p>
			<ul className="mt-2 list-disc pl-6">
				{messages.map((m) => (
					<li key={m}>{m}</li>
				))}
			</ul>
		</div>
	)
}

/** Topic checkboxes and the language choice, shared by the sign-up and the manage forms. */
function ChoiceFields({
	st,
	topics,
	languages,
	errors,
}: {
	st: SubT
	topics: readonly Topic[]
	languages: SubscriptionLanguages | ''
	errors: ChoiceError[]
}) {
	return (
		<>
			<fieldset aria-describedby={errors.includes('topics') ? 'sub-topics-error' : undefined}>
				<legend className="font-semibold text-slate-900">{st('sub.topics')}</legend>
				{errors.includes('topics') ? (
					<p id="sub-topics-error" className="text-base text-danger">
						{st('sub.error.topics')}
					</p>
				) : null}
				<div className="mt-2 space-y-2">
					{TOPICS.map((topic) => (
						<label key={topic} className="flex min-h-11 items-center gap-3">
							<input
								type="checkbox"
								name="topics"
								value={topic}
								defaultChecked={topics.includes(topic)}
								className="size-5"
							/>
							{st(`sub.topic.${topic}`)}
						</label>
					))}
				</div>
			</fieldset>
			<fieldset aria-describedby={errors.includes('languages') ? 'sub-lang-error' : undefined}>
				<legend className="font-semibold text-slate-900">{st('sub.languages')}</legend>
				{errors.includes('languages') ? (
					<p id="sub-lang-error" className="text-base text-danger">
						{st('sub.error.languages')}
					</p>
				) : null}
				<div className="mt-2 space-y-2">
					{LANGUAGE_CHOICES.map((choice) => (
						<label key={choice} className="flex min-h-11 items-center gap-3">
							<input
								type="radio"
								name="languages"
								value={choice}
								defaultChecked={languages === choice}
								className="size-5"
							/>
							{st(`sub.lang.${choice}`)}
						</label>
					))}
				</div>
			</fieldset>
		</>
	)
}

function SubscribePage({
	texts,
	crumbs,
	enabled,
	guard,
	input,
	state,
}: {
	texts: SubscriptionTexts
	crumbs: Trail
	enabled: boolean
	guard: { started: string } | null
	input: { email: string; topics: Topic[]; languages: SubscriptionLanguages | '' }
	state: SubscribeState
}) {
	const st = useSubT(texts)
	const locale = useLocale()
	if (state.view === 'sent') {
		return (
			<Page title={st('sub.sent.title')} crumbs={crumbs}>
				<p role="status">{st('sub.sent.text')}</p>
				<p>{st('sub.sent.spam')}</p>
			</Page>
		)
	}
	if (!enabled || !guard) {
		return (
			<Page title={st('sub.pageTitle')} crumbs={crumbs}>
				<p role="status" className="rounded-md border-l-4 border-slate-500 bg-slate-50 p-4">
					{st('sub.off')}
				</p>
			</Page>
		)
	}
	const emailError = state.errors.includes('email')
	return (
		<Page title={st('sub.pageTitle')} intro={st('sub.intro')} crumbs={crumbs}>
			<ErrorSummary st={st} errors={state.errors} problem={state.problem} />
			{/* A new key for each answer: the browser shows the values of this answer, not its own. */}
			<Form
				key={guard.started}
				method="post"
				action={localizePath('/subscribe', locale)}
				className="space-y-6"
			>
				<FormGuardFields started={guard.started} />
				<div>
					<label htmlFor="sub-email" className="block font-semibold text-slate-900">
						{st('sub.email')}
					</label>
					<p id="sub-email-hint" className="text-base text-slate-700">
						{st('sub.emailHint')}
					</p>
					{emailError ? (
						<p id="sub-email-error" className="text-base text-danger">
							{st('sub.error.email')}
						</p>
					) : null}
					<input
						id="sub-email"
						type="email"
						name="email"
						autoComplete="email"
						required
						maxLength={MAX_EMAIL_LENGTH}
						defaultValue={input.email}
						aria-invalid={emailError || undefined}
						aria-describedby={emailError ? 'sub-email-hint sub-email-error' : 'sub-email-hint'}
						className={fieldClass}
					/>
				</div>
				<ChoiceFields
					st={st}
					topics={input.topics}
					languages={input.languages}
					errors={state.errors}
				/>
				<Button type="submit">{st('sub.submit')}</Button>
			</Form>
		</Page>
	)
}

function AgainLink({ st }: { st: SubT }) {
	const locale = useLocale()
	return (
		<p>
			<Link to={localizePath('/subscribe', locale)} className={linkClass}>
				{st('sub.again')}
			</Link>
		</p>
	)
}

function HomeLink({ st }: { st: SubT }) {
	const locale = useLocale()
	return (
		<p>
			<Link to={localizePath('/', locale)} className={buttonVariants({ variant: 'outline' })}>
				{st('sub.toHome')}
			</Link>
		</p>
	)
}

function ConfirmPage({
	texts,
	crumbs,
	token,
	view,
}: {
	texts: SubscriptionTexts
	crumbs: Trail
	token: string
	view: 'ask' | 'done' | 'invalid'
}) {
	const st = useSubT(texts)
	const locale = useLocale()
	if (view === 'done') {
		return (
			<Page title={st('sub.confirmed.title')} crumbs={crumbs}>
				<p role="status">{st('sub.confirmed.text')}</p>
				<HomeLink st={st} />
			</Page>
		)
	}
	if (view === 'invalid') {
		return (
			<Page title={st('sub.invalid.title')} crumbs={crumbs}>
				<p>{st('sub.invalid.text')}</p>
				<AgainLink st={st} />
			</Page>
		)
	}
	return (
		<Page title={st('sub.confirm.title')} crumbs={crumbs}>
			<p>{st('sub.confirm.text')}</p>
			<Form method="post" action={`${localizePath('/subscribe/confirm', locale)}?token=${token}`}>
				<input type="hidden" name="token" value={token} />
				<Button type="submit">{st('sub.confirm.button')}</Button>
			</Form>
		</Page>
	)
}

function ManagePage({
	texts,
	crumbs,
	token,
	choices,
	saved,
	errors,
}: {
	texts: SubscriptionTexts
	crumbs: Trail
	token: string
	choices: { topics: Topic[]; languages: SubscriptionLanguages } | null
	saved: boolean
	errors: ChoiceError[]
}) {
	const st = useSubT(texts)
	const locale = useLocale()
	if (!choices || !token) {
		return (
			<Page title={st('sub.invalid.title')} crumbs={crumbs}>
				<p>{st('sub.invalid.text')}</p>
				<AgainLink st={st} />
			</Page>
		)
	}
	return (
		<Page title={st('sub.manage.title')} intro={st('sub.manage.text')} crumbs={crumbs}>
			{saved ? (
				<p role="status" className="rounded-md border-l-4 border-primary bg-slate-50 p-4">
					{st('sub.manage.saved')}
				</p>
			) : null}
			<ErrorSummary st={st} errors={errors} />
			<Form
				method="post"
				action={`${localizePath('/subscribe/manage', locale)}?token=${token}`}
				className="space-y-6"
			>
				<input type="hidden" name="token" value={token} />
				<ChoiceFields
					st={st}
					topics={choices.topics}
					languages={choices.languages}
					errors={errors}
				/>
				<Button type="submit">{st('sub.manage.save')}</Button>
			</Form>
			<UnsubscribeForm st={st} token={token} />
		</Page>
	)
}

/** Posts what a mail client's one-click button posts (see one-click.server.ts), plus `from`. */
function UnsubscribeForm({ st, token }: { st: SubT; token: string }) {
	const locale = useLocale()
	return (
		<section aria-labelledby="sub-stop" className="border-t border-slate-200 pt-6">
			<h2 id="sub-stop" className="text-xl font-bold text-slate-900">
				{st('sub.unsubscribe.title')}
			</h2>
			<p className="mt-2">{st('sub.unsubscribe.text')}</p>
			{/* A document form (reloadDocument): the answer comes from the server, not from a loader. */}
			<Form
				reloadDocument
				method="post"
				action={`${localizePath('/subscribe/unsubscribe', locale)}?token=${token}`}
				className="mt-4"
			>
				<input type="hidden" name="List-Unsubscribe" value="One-Click" />
				<input type="hidden" name="from" value="page" />
				<Button type="submit" variant="danger">
					{st('sub.unsubscribe.button')}
				</Button>
			</Form>
		</section>
	)
}

function UnsubscribePage({
	texts,
	crumbs,
	token,
	view,
}: {
	texts: SubscriptionTexts
	crumbs: Trail
	token: string
	view: 'ask' | 'done' | 'invalid'
}) {
	const st = useSubT(texts)
	if (view === 'done') {
		return (
			<Page title={st('sub.unsubscribed.title')} crumbs={crumbs}>
				<p role="status">{st('sub.unsubscribed.text')}</p>
				<HomeLink st={st} />
			</Page>
		)
	}
	if (view === 'invalid') {
		return (
			<Page title={st('sub.invalid.title')} crumbs={crumbs}>
				<p>{st('sub.invalid.text')}</p>
				<AgainLink st={st} />
			</Page>
		)
	}
	return (
		<Page title={st('sub.unsubscribe.title')} crumbs={crumbs}>
			<UnsubscribeForm st={st} token={token} />
		</Page>
	)
}

type PageProps<P extends string, T> = { page: P } & T

/** The page the subscription route shows, by the loader's or the action's `page`. */
export function SubscriptionPage(
	props:
		| PageProps<'subscribe', Parameters<typeof SubscribePage>[0]>
		| PageProps<'confirm', Parameters<typeof ConfirmPage>[0]>
		| PageProps<'manage', Parameters<typeof ManagePage>[0]>
		| PageProps<'unsubscribe', Parameters<typeof UnsubscribePage>[0]>,
) {
	if (props.page === 'confirm') return <ConfirmPage {...props} />
	if (props.page === 'manage') return <ManagePage {...props} />
	if (props.page === 'unsubscribe') return <UnsubscribePage {...props} />
	return <SubscribePage {...props} />
}
