import { Form, Link } from 'react-router'
import type { SubscriptionLanguages } from '#app/db/schema'
import { PageMeta } from '#app/features/feeds/page-meta'
import { PageHeader } from '#app/features/pages/page-header'
import type { Trail } from '#app/components/site/breadcrumbs'
import { Button, buttonVariants } from '#app/components/ui/button'
import {
	Checkbox,
	Field,
	FieldError,
	Fieldset,
	Input,
	Label,
	Radio,
} from '#app/components/ui/field'
import { FormGuardFields } from '#app/components/site/form-guard-fields'
import { localizePath } from '#app/i18n/locales'
import { islandProps } from '#app/platform/islands/island'
import { useLocale, useSettings, useT } from '#app/i18n/hooks'
import type { SubscriptionMessageKey } from '#app/i18n/messages/subscriptions.en'
import {
	replyError,
	replyErrors,
	replyValue,
	replyValues,
	type FormReply,
} from '#app/utils/form-reply'
import { isLanguages, LANGUAGE_CHOICES, MAX_EMAIL_LENGTH, TOPICS, type Topic } from './choices'
import { subT, type SubscriptionTexts, type SubT } from './texts'
import type { SubscribeState } from './pages.server'

/**
 * The subscription pages (decision 040). Plain forms: everything works without JavaScript, and
 * every answer is a page in the reader's language. Their texts come with the page's data (the
 * subscription catalog), not with every page of the site. The server checks the forms with their
 * schemas (subscription-schema.ts, decision 045) and its answer is drawn here: nothing validates
 * in the browser.
 */

function useSubT(texts: SubscriptionTexts): SubT {
	const locale = useLocale()
	return subT(texts, useSettings().name[locale])
}

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

/** The fields that can carry a message, in the order the form shows them. */
const FIELDS = ['email', 'topics', 'languages'] as const
type Errors = Partial<Record<(typeof FIELDS)[number], string>>

/** The server's messages for a form: the form's own one, or each field's, as before the form. */
function ErrorSummary({ st, reply }: { st: SubT; reply?: FormReply }) {
	const problem = replyError(reply)
	const errors = replyErrors(reply, FIELDS)
	const keys = problem ? [problem] : FIELDS.flatMap((field) => errors[field] ?? [])
	if (!keys.length) return null
	return (
		<div role="alert" className="rounded-md border-l-4 border-danger bg-red-50 p-4 text-base">
			<p className="font-bold text-slate-900">{st('sub.error.title')}</p>
			<ul className="mt-2 list-disc pl-6">
				{keys.map((key) => (
					<li key={key}>{st(key as SubscriptionMessageKey)}</li>
				))}
			</ul>
		</div>
	)
}

/** What to show ticked: what was sent back with a refusal, else `fallback`. */
function chosen(
	reply: FormReply | undefined,
	fallback: { topics: readonly Topic[]; languages: string },
) {
	if (!reply) return fallback
	const languages = replyValue(reply, 'languages')
	return {
		topics: TOPICS.filter((topic) => replyValues(reply, 'topics').includes(topic)),
		languages: isLanguages(languages) ? languages : '',
	}
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
	languages: string
	errors: Errors
}) {
	const said = (key: string | undefined) => (key ? st(key as SubscriptionMessageKey) : undefined)
	return (
		<>
			<Fieldset
				legend={st('sub.topics')}
				aria-describedby={errors.topics ? 'sub-topics-error' : undefined}
			>
				<FieldError id="sub-topics-error" size="base">
					{said(errors.topics)}
				</FieldError>
				<div className="space-y-2">
					{TOPICS.map((topic) => (
						<Label
							key={topic}
							weight="normal"
							display="inline"
							className="flex min-h-11 items-center gap-3"
						>
							<Checkbox name="topics" value={topic} defaultChecked={topics.includes(topic)} />
							{st(`sub.topic.${topic}`)}
						</Label>
					))}
				</div>
			</Fieldset>
			<Fieldset
				legend={st('sub.languages')}
				aria-describedby={errors.languages ? 'sub-lang-error' : undefined}
			>
				<FieldError id="sub-lang-error" size="base">
					{said(errors.languages)}
				</FieldError>
				<div className="space-y-2">
					{LANGUAGE_CHOICES.map((choice) => (
						<Label
							key={choice}
							weight="normal"
							display="inline"
							className="flex min-h-11 items-center gap-3"
						>
							<Radio name="languages" value={choice} defaultChecked={languages === choice} />
							{st(`sub.lang.${choice}`)}
						</Label>
					))}
				</div>
			</Fieldset>
		</>
	)
}

function SubscribePage({
	texts,
	crumbs,
	enabled,
	guard,
	defaultLanguages,
	reply,
	state,
}: {
	texts: SubscriptionTexts
	crumbs: Trail
	enabled: boolean
	guard: { started: string } | null
	/** Checked when the form is new: the page's language. */
	defaultLanguages: SubscriptionLanguages
	/** The server's answer to a refused sign-up: its messages and what was typed. */
	reply?: FormReply
	state: SubscribeState
}) {
	const st = useSubT(texts)
	const locale = useLocale()
	if (state.view === 'held') {
		return (
			<Page title={st('sub.held.title')} crumbs={crumbs}>
				<p role="status">{st('sub.held.text')}</p>
				<p>{st('sub.sent.spam')}</p>
			</Page>
		)
	}
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
	// A refusal of the whole form (too fast, too many) marks no field.
	const errors: Errors = replyError(reply) ? {} : replyErrors(reply, FIELDS)
	const choices = chosen(reply, { topics: [], languages: defaultLanguages })
	return (
		<Page title={st('sub.pageTitle')} intro={st('sub.intro')} crumbs={crumbs}>
			<ErrorSummary st={st} reply={reply} />
			{/* A new key for each answer: the browser shows the values of this answer, not its own. */}
			<Form
				key={guard.started}
				method="post"
				action={localizePath('/subscribe', locale)}
				className="space-y-6"
				{...islandProps('form-checks')}
			>
				<FormGuardFields started={guard.started} />
				<Field
					id="sub-email"
					label={st('sub.email')}
					hint={st('sub.emailHint')}
					hintSize="base"
					error={errors.email ? st(errors.email as SubscriptionMessageKey) : undefined}
					errorSize="base"
				>
					{(control) => (
						<Input
							{...control}
							type="email"
							name="email"
							autoComplete="email"
							required
							data-missing={st('sub.error.email')}
							data-mismatch={st('sub.error.email')}
							maxLength={MAX_EMAIL_LENGTH}
							defaultValue={replyValue(reply, 'email')}
							width="medium"
						/>
					)}
				</Field>
				<ChoiceFields
					st={st}
					topics={choices.topics}
					languages={choices.languages}
					errors={errors}
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
	reply,
}: {
	texts: SubscriptionTexts
	crumbs: Trail
	token: string
	choices: { topics: Topic[]; languages: SubscriptionLanguages } | null
	saved: boolean
	/** The server's answer to refused choices: its messages and what was chosen. */
	reply?: FormReply
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
	const shown = chosen(reply, choices)
	return (
		<Page title={st('sub.manage.title')} intro={st('sub.manage.text')} crumbs={crumbs}>
			{saved ? (
				<p role="status" className="rounded-md border-l-4 border-primary bg-slate-50 p-4">
					{st('sub.manage.saved')}
				</p>
			) : null}
			<ErrorSummary st={st} reply={reply} />
			<Form
				method="post"
				action={`${localizePath('/subscribe/manage', locale)}?token=${token}`}
				className="space-y-6"
			>
				<input type="hidden" name="token" value={token} />
				<ChoiceFields
					st={st}
					topics={shown.topics}
					// A language left unchosen keeps the stored one ticked.
					languages={shown.languages || choices.languages}
					errors={replyErrors(reply, FIELDS)}
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
