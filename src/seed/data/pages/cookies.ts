import { md } from './markdown'
import type { PageSeed } from './types'

/** Today's cookies policy in both languages (the company's identifiers come from Company details). */
export const cookies: PageSeed<'page-cookies'> = {
  en: {
    lastUpdated: '2026-11-22T12:00:00.000Z',
    hero: { title: 'Cookies policy', subtitle: 'Which cookies this website uses, why, and how you can control them.' },
    intro: md(
      `This policy explains what cookies are and which ones this website uses, in accordance with Article 22.2 of Spanish Law 34/2002 (LSSI-CE) and the guidance of the Spanish Data Protection Agency.`,
    ),
    sections: [
      {
        title: 'What cookies are',
        anchor: 'what',
        body: md(`Cookies are small text files that a website stores in your browser when you visit it. They allow the website to remember information about your visit, such as your preferred language, the next time you open a page. Similar technologies, such as your browser's local storage, work in the same way and are covered by this policy.

Cookies can be first-party, set by the website you are visiting, or third-party, set by another company such as a social network or an analytics service. They can also be session cookies, deleted when you close your browser, or persistent cookies, kept until they expire or you delete them.`),
        insert: null,
        after: null,
      },
      {
        title: 'Cookies we use',
        anchor: 'used',
        body: md(
          `Today this website sets only first-party cookies that are strictly necessary. They do not require your consent, because they are needed to provide a service you have expressly requested:`,
        ),
        insert: 'cookiesTable',
        after: md(
          `Your browser's local storage also keeps your language choice (\`language\`) and when the newsletter window was last shown or closed (\`newsletter-popup-seen\` and \`newsletter-popup-last-shown\`), so that it does not appear on every visit. This information stays on your device and is not sent to us.`,
        ),
      },
      {
        title: 'Social media, analytics and advertising cookies',
        anchor: 'kinds',
        body: md(`We do not currently use any of the following kinds of cookies:

- **Social media cookies**, set by social networks to let you share content or to follow your activity. The links to our profiles are plain links: no cookie is set until you visit the social network, whose own cookies policy then applies.
- **Analytics cookies**, which measure how visitors use a website, for example which pages they view, in order to improve it.
- **Advertising cookies**, which are used to show adverts based on your browsing habits and to measure how effective they are.`),
        insert: null,
        after: md(
          `If we decide to use any of them in the future, we will update this policy with the details of each cookie and its provider, and we will not set them until you have given your consent through a settings panel, where you will also be able to withdraw it at any time.`,
        ),
      },
      {
        title: 'How to manage cookies',
        anchor: 'manage',
        body: md(`You can allow, block or delete cookies at any time in your browser's settings. In Google Chrome, Mozilla Firefox, Apple Safari and Microsoft Edge you will find these options in the settings menu, under sections such as Privacy, Privacy and security or Cookies and site data; each browser's help pages explain the steps in detail.

You can also browse in private mode, in which cookies are deleted when you close the window.

If you block or delete the language cookie, the website still works, but it shows pages in English until you choose a language again. Blocking the session cookie prevents staff from signing in to the administration area.`),
        insert: null,
        after: null,
      },
      {
        title: 'Updates to this policy',
        anchor: 'updates',
        body: md(`We will update this policy whenever we change the cookies the website uses. The date at the top of the page shows when it was last updated.

If you have any questions about cookies, write to us at {email}.`),
        insert: null,
        after: null,
      },
    ],
    cookies: [
      {
        name: 'language',
        purpose: 'Remembers the language you chose (English or Spanish) so that pages are shown in it.',
        duration: '1 year',
        type: 'First-party, strictly necessary',
      },
      {
        name: 'payload-token',
        purpose:
          'Keeps staff signed in to the administration area. It is set only when an authorised member of staff signs in; visitors never receive it.',
        duration: '2 hours, or until the person signs out',
        type: 'First-party, strictly necessary',
      },
    ],
  },
  es: {
    lastUpdated: '2026-11-22T12:00:00.000Z',
    hero: {
      title: 'Política de cookies',
      subtitle: 'Qué cookies utiliza este sitio web, para qué sirven y cómo puede controlarlas.',
    },
    intro: md(
      `Esta política explica qué son las cookies y cuáles utiliza este sitio web, de conformidad con el artículo 22.2 de la Ley 34/2002 (LSSI-CE) y la guía de la Agencia Española de Protección de Datos.`,
    ),
    sections: [
      {
        title: 'Qué son las cookies',
        anchor: 'what',
        body: md(`Las cookies son pequeños archivos de texto que un sitio web almacena en su navegador cuando lo visita. Permiten que el sitio recuerde información sobre su visita, como el idioma preferido, la próxima vez que abra una página. Otras tecnologías similares, como el almacenamiento local del navegador, funcionan de la misma manera y también están incluidas en esta política.

Las cookies pueden ser propias, si las instala el sitio web que visita, o de terceros, si las instala otra empresa, como una red social o un servicio de analítica. También pueden ser de sesión, que se eliminan al cerrar el navegador, o persistentes, que se conservan hasta que caducan o las elimina.`),
        insert: null,
        after: null,
      },
      {
        title: 'Cookies que utilizamos',
        anchor: 'used',
        body: md(
          `Actualmente este sitio web solo instala cookies propias estrictamente necesarias. No requieren su consentimiento, porque son necesarias para prestar un servicio que usted ha solicitado expresamente:`,
        ),
        insert: 'cookiesTable',
        after: md(
          `Además, el almacenamiento local de su navegador guarda el idioma elegido (\`language\`) y cuándo se mostró o cerró por última vez la ventana del boletín (\`newsletter-popup-seen\` y \`newsletter-popup-last-shown\`), para que no aparezca en cada visita. Esta información permanece en su dispositivo y no se nos envía.`,
        ),
      },
      {
        title: 'Cookies de redes sociales, analíticas y publicitarias',
        anchor: 'kinds',
        body: md(`Actualmente no utilizamos ninguno de los siguientes tipos de cookies:

- **Cookies de redes sociales**, que instalan las redes sociales para permitir compartir contenidos o seguir su actividad. Los enlaces a nuestros perfiles son enlaces simples: no se instala ninguna cookie hasta que visita la red social, a la que se aplica su propia política de cookies.
- **Cookies analíticas**, que miden cómo utilizan los visitantes un sitio web, por ejemplo, qué páginas consultan, con el fin de mejorarlo.
- **Cookies publicitarias**, que sirven para mostrar anuncios basados en sus hábitos de navegación y medir su eficacia.`),
        insert: null,
        after: md(
          `Si en el futuro decidimos utilizar alguna de ellas, actualizaremos esta política con los datos de cada cookie y de su proveedor, y no las instalaremos hasta que haya dado su consentimiento mediante un panel de configuración en el que también podrá retirarlo en cualquier momento.`,
        ),
      },
      {
        title: 'Cómo gestionar las cookies',
        anchor: 'manage',
        body: md(`Puede permitir, bloquear o eliminar las cookies en cualquier momento desde la configuración de su navegador. En Google Chrome, Mozilla Firefox, Apple Safari y Microsoft Edge encontrará estas opciones en el menú de configuración, en apartados como Privacidad, Privacidad y seguridad o Cookies y datos de sitios; la ayuda de cada navegador explica los pasos en detalle.

También puede navegar en modo privado, en el que las cookies se eliminan al cerrar la ventana.

Si bloquea o elimina la cookie de idioma, el sitio web seguirá funcionando, pero mostrará las páginas en inglés hasta que vuelva a elegir un idioma. Bloquear la cookie de sesión impide al personal iniciar sesión en el área de administración.`),
        insert: null,
        after: null,
      },
      {
        title: 'Actualizaciones de esta política',
        anchor: 'updates',
        body: md(`Actualizaremos esta política cada vez que cambien las cookies que utiliza el sitio web. La fecha que figura al principio de la página indica su última actualización.

Si tiene cualquier duda sobre las cookies, puede escribirnos a {email}.`),
        insert: null,
        after: null,
      },
    ],
    cookies: [
      {
        name: 'language',
        purpose: 'Recuerda el idioma que ha elegido (inglés o español) para mostrarle las páginas en ese idioma.',
        duration: '1 año',
        type: 'Propia, estrictamente necesaria',
      },
      {
        name: 'payload-token',
        purpose:
          'Mantiene la sesión del personal en el área de administración. Solo se instala cuando inicia sesión un miembro autorizado del personal; los visitantes nunca la reciben.',
        duration: '2 horas o hasta que se cierra la sesión',
        type: 'Propia, estrictamente necesaria',
      },
    ],
  },
}
