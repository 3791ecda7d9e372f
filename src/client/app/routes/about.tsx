import { useTranslation } from '#client/i18n/use-translation.ts';
import { containerStyles } from '#client/components/ui/styles.ts';

const STATS = ['experience', 'farmers', 'products', 'states'] as const;
const CARDS = ['story', 'mission', 'vision'] as const;
const VALUES = ['quality', 'farmer', 'innovation', 'excellence'] as const;

interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

const initials = (name: string) =>
  name
    .replace(/^(?:Dr|डॉ)\.\s*/, '')
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2);

export default function AboutPage() {
  const { t } = useTranslation('about');
  const team = t('team.members', { returnObjects: true }) as TeamMember[];

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className={`${containerStyles} py-16 text-center`}>
          <h1 className="text-3xl font-bold sm:text-5xl">{t('hero.title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{t('hero.subtitle')}</p>
        </div>
      </section>

      <section aria-labelledby="stats-heading" className={`${containerStyles} -mt-8`}>
        <h2 id="stats-heading" className="sr-only">{t('stats.heading')}</h2>
        <dl className="grid grid-cols-2 gap-4 rounded-2xl bg-white p-6 shadow-md lg:grid-cols-4">
          {STATS.map((s) => (
            <div key={s} className="flex flex-col-reverse justify-end text-center">
              <dt className="text-stone-700">{t(`stats.${s}.label`)}</dt>
              <dd className="text-3xl font-bold text-brand-800">{t(`stats.${s}.value`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={`${containerStyles} grid gap-6 py-14 md:grid-cols-3`}>
        {CARDS.map((c) => (
          <article key={c} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 className="text-xl font-semibold text-brand-800">{t(`${c}.title`)}</h2>
            <p className="mt-2 leading-relaxed text-stone-800">{t(`${c}.text`)}</p>
          </article>
        ))}
      </section>

      <section aria-labelledby="values-heading" className="bg-brand-50">
        <div className={`${containerStyles} py-14`}>
          <h2 id="values-heading" className="mb-8 text-center text-2xl font-bold sm:text-3xl">{t('values.heading')}</h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((v) => (
              <li key={v} className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold">{t(`values.${v}.title`)}</h3>
                <p className="mt-1 text-stone-700">{t(`values.${v}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-heading" className={`${containerStyles} py-14`}>
        <h2 id="team-heading" className="mb-8 text-center text-2xl font-bold sm:text-3xl">{t('team.heading')}</h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {team.map((m) => (
            <li key={m.name} className="rounded-xl border border-stone-200 bg-white p-6 text-center shadow-sm">
              <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white" aria-hidden="true">
                {initials(m.name)}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{m.name}</h3>
              <p className="font-medium text-brand-800">{m.role}</p>
              <p className="mt-2 text-stone-700">{m.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sources-heading" className={`${containerStyles} pb-14`}>
        <h2 id="sources-heading" className="mb-2 text-lg font-semibold">{t('dataSources.heading')}</h2>
        <p className="text-stone-700" data-testid="pincode-attribution">{t('dataSources.pincodes')}</p>
      </section>
    </>
  );
}
