// PLACEHOLDER until the shared anti-abuse fields land on main: main's file replaces this one.
export function FormGuardFields({ started }: { started: string }) {
	return (
		<>
			<div hidden>
				<label htmlFor="website">Website</label>
				<input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
			</div>
			<input type="hidden" name="form_started" value={started} />
		</>
	)
}
