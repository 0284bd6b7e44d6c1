import { md } from './markdown'
import type { PageSeed } from './types'

/** Today's legal notice in both languages (the company's identifiers come from Company details). */
export const legal: PageSeed<'page-legal'> = {
  en: {
    lastUpdated: '2026-11-22T12:00:00.000Z',
    registryEntry: '[Registry data: Madrid Commercial Registry, volume, folio, sheet, entry]',
    hero: { title: 'Legal notice', subtitle: 'Who runs this website and the terms that apply when you use it.' },
    intro: md(
      `This legal notice governs access to and use of this website. It is published in compliance with Article 10 of Spanish Law 34/2002, of 11 July, on Information Society Services and Electronic Commerce (LSSI-CE). By browsing the website you accept these terms, so please read them carefully.`,
    ),
    sections: [
      {
        title: 'Website owner',
        anchor: 'company',
        body: md(
          `This website is owned by the following company, a travel agency that organises educational trips and supports Erasmus+ mobility projects:`,
        ),
        insert: 'companyDetails',
        after: md(`You can contact us about any matter relating to this website at the email address above.`),
      },
      {
        title: 'Terms of use',
        anchor: 'terms',
        body: md(`Access to the website is free of charge and does not require registration. The restricted area for our staff may only be used by authorised persons.

You agree to use the website and its content diligently and in accordance with the law, good faith, public order and this legal notice. In particular, you must not:

- use the website for unlawful purposes or in any way that could harm the rights or interests of others;
- introduce or spread viruses or any other harmful software;
- attempt to access restricted areas, systems or data without authorisation;
- send false information through the forms, or data about other people without being entitled to do so.`),
        insert: null,
        after: md(
          `Enquiries about trips for minors must be sent by their school, the group leader or a parent or legal guardian.`,
        ),
      },
      {
        title: 'Intellectual and industrial property',
        anchor: 'ip',
        body: md(`All the content of this website, including texts, illustrations, photographs, logos, trade names, graphic design, layout and source code, belongs to the website owner or is used under licence from its owners, and is protected by Spanish and international intellectual and industrial property law.

Reproducing, distributing, publicly communicating or transforming any of this content, in whole or in part, requires the owner's prior written permission. You may view it, and download or print pages for personal, non-commercial use, provided that the source is acknowledged.

Mentions of the Erasmus+ programme and of other organisations are for information only and do not imply that they endorse this website. Third-party trademarks belong to their respective owners.`),
        insert: null,
        after: null,
      },
      {
        title: 'Liability',
        anchor: 'liability',
        body: md(`We take reasonable care to keep the website secure and free of errors, but we cannot guarantee the absence of viruses or other harmful elements. To the extent permitted by law, we are not liable for damage to your equipment or data caused by such elements or by improper use of the website.

Nothing in this legal notice limits any liability that cannot be excluded by law, in particular the rights of consumers and travellers under Spanish consumer protection and package travel legislation.`),
        insert: null,
        after: null,
      },
      {
        title: 'Links to other websites',
        anchor: 'links',
        body: md(`The website contains links to third-party websites, such as social networks and the activity booking platform suggested for self-guided excursions. We do not control those websites and are not responsible for their content, services, availability or privacy practices.

In accordance with Article 17 of the LSSI-CE, we will remove any link as soon as we have actual knowledge that it leads to unlawful content. If you find such a link, please let us know.

Bookings made on third-party websites are contracts between you and those providers, governed by their own terms.`),
        insert: null,
        after: null,
      },
      {
        title: 'Availability of the website',
        anchor: 'availability',
        body: md(`We aim to keep the website available at all times, but access may be interrupted for maintenance, updates, security reasons or causes beyond our control.

We may modify, suspend or withdraw the website or any part of it, temporarily or permanently, without prior notice.`),
        insert: null,
        after: null,
      },
      {
        title: 'Accuracy of the content',
        anchor: 'accuracy',
        body: md(`The information on this website, including destinations, programmes, course dates, durations and insurance cover, is general and for guidance only, and does not constitute a binding offer.

Prices, dates, availability and the conditions of each trip, course or insurance policy are confirmed in writing in your personalised proposal and in the contract, which prevail over the content of the website. Package travel contracts are governed by Spanish consumer and package travel legislation (Book Four of Royal Legislative Decree 1/2007).

Blog articles reflect their authors' experience and are not legal, immigration, medical or financial advice.`),
        insert: null,
        after: null,
      },
      {
        title: 'Data protection',
        anchor: 'dataProtection',
        body: md(`We process the personal data you send us through this website in accordance with the General Data Protection Regulation (EU) 2016/679 (GDPR) and Spanish Organic Law 3/2018 (LOPDGDD).

Our [privacy policy](/privacy) explains how and why we use your data and how to exercise your rights. Information about cookies is in our [cookies policy](/cookies).`),
        insert: null,
        after: null,
      },
      {
        title: 'Changes to this legal notice',
        anchor: 'changes',
        body: md(
          `We may update this legal notice to reflect changes in the law or in our services. The version that applies is the one published on this page when you access the website; the date of the latest update is shown at the top.`,
        ),
        insert: null,
        after: null,
      },
      {
        title: 'Applicable law and jurisdiction',
        anchor: 'jurisdiction',
        body: md(`This legal notice is governed by Spanish law.

Any dispute relating to the website shall be submitted to the courts and tribunals of the city of Madrid, unless the law provides otherwise. If you are a consumer, you may also bring proceedings before the courts of your place of residence, as consumer legislation allows.

This legal notice is published in Spanish and English. In the event of any discrepancy, the Spanish version prevails.`),
        insert: null,
        after: null,
      },
    ],
  },
  es: {
    lastUpdated: '2026-11-22T12:00:00.000Z',
    registryEntry: '[Datos registrales: Registro Mercantil de Madrid, tomo, folio, hoja, inscripción]',
    hero: {
      title: 'Aviso legal',
      subtitle: 'Quién es el titular de este sitio web y qué condiciones se aplican a su uso.',
    },
    intro: md(
      `El presente aviso legal regula el acceso y el uso de este sitio web y se publica en cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE). La navegación por el sitio web implica la aceptación de estas condiciones, por lo que le rogamos que las lea con atención.`,
    ),
    sections: [
      {
        title: 'Titular del sitio web',
        anchor: 'company',
        body: md(
          `El titular de este sitio web es la siguiente sociedad, agencia de viajes que organiza viajes educativos y presta apoyo a proyectos de movilidad Erasmus+:`,
        ),
        insert: 'companyDetails',
        after: md(
          `Puede dirigirse a nosotros para cualquier cuestión relacionada con este sitio web a través de la dirección de correo electrónico indicada.`,
        ),
      },
      {
        title: 'Condiciones de uso',
        anchor: 'terms',
        body: md(`El acceso al sitio web es gratuito y no requiere registro. El área restringida destinada a nuestro personal solo puede ser utilizada por personas autorizadas.

El usuario se compromete a hacer un uso diligente del sitio web y de sus contenidos, conforme a la ley, la buena fe, el orden público y el presente aviso legal. En particular, se compromete a no:

- utilizar el sitio web con fines ilícitos o de forma que pueda lesionar los derechos o intereses de terceros;
- introducir o difundir virus informáticos o cualquier otro programa dañino;
- intentar acceder sin autorización a áreas restringidas, sistemas o datos;
- facilitar información falsa a través de los formularios, ni datos de otras personas sin estar legitimado para ello.`),
        insert: null,
        after: md(
          `Las consultas sobre viajes de menores de edad deben enviarlas su centro educativo, el responsable del grupo o sus padres, madres o tutores legales.`,
        ),
      },
      {
        title: 'Propiedad intelectual e industrial',
        anchor: 'ip',
        body: md(`Todos los contenidos de este sitio web, incluidos textos, ilustraciones, fotografías, logotipos, nombres comerciales, diseño gráfico, estructura y código fuente, son titularidad del titular del sitio web o se utilizan con licencia de sus titulares, y están protegidos por la normativa española e internacional de propiedad intelectual e industrial.

Su reproducción, distribución, comunicación pública o transformación, total o parcial, requiere la autorización previa y por escrito del titular. Se permite su visualización, así como la descarga o impresión de páginas para uso personal y no comercial, siempre que se cite la fuente.

Las menciones al programa Erasmus+ y a otras organizaciones tienen carácter meramente informativo y no implican que estas avalen este sitio web. Las marcas de terceros pertenecen a sus respectivos titulares.`),
        insert: null,
        after: null,
      },
      {
        title: 'Responsabilidad',
        anchor: 'liability',
        body: md(`Adoptamos medidas razonables para que el sitio web sea seguro y no contenga errores, pero no podemos garantizar la ausencia de virus u otros elementos dañinos. En la medida en que lo permita la ley, no respondemos de los daños que dichos elementos o un uso indebido del sitio web puedan causar en los equipos o los datos del usuario.

Nada de lo dispuesto en este aviso legal limita la responsabilidad que no pueda excluirse legalmente ni, en particular, los derechos de los consumidores y viajeros reconocidos por la normativa española de protección de los consumidores y de viajes combinados.`),
        insert: null,
        after: null,
      },
      {
        title: 'Enlaces a otros sitios web',
        anchor: 'links',
        body: md(`El sitio web contiene enlaces a sitios de terceros, como redes sociales o la plataforma de reserva de actividades que sugerimos para las excursiones por cuenta propia. No controlamos dichos sitios ni somos responsables de sus contenidos, servicios, disponibilidad o prácticas de privacidad.

De acuerdo con el artículo 17 de la LSSI-CE, retiraremos cualquier enlace en cuanto tengamos conocimiento efectivo de que remite a contenidos ilícitos. Si detecta alguno, le agradeceremos que nos lo comunique.

Las reservas realizadas en sitios web de terceros son contratos entre el usuario y dichos proveedores, sujetos a sus propias condiciones.`),
        insert: null,
        after: null,
      },
      {
        title: 'Disponibilidad del sitio web',
        anchor: 'availability',
        body: md(`Procuramos que el sitio web esté disponible en todo momento, pero el acceso puede interrumpirse por tareas de mantenimiento, actualizaciones, motivos de seguridad o causas ajenas a nuestra voluntad.

Podemos modificar, suspender o retirar el sitio web o cualquiera de sus partes, de forma temporal o definitiva, sin previo aviso.`),
        insert: null,
        after: null,
      },
      {
        title: 'Exactitud de los contenidos',
        anchor: 'accuracy',
        body: md(`La información de este sitio web, incluidos destinos, programas, fechas y duración de los cursos y coberturas de seguro, es general y orientativa y no constituye una oferta vinculante.

Los precios, las fechas, la disponibilidad y las condiciones de cada viaje, curso o póliza de seguro se confirman por escrito en la propuesta personalizada y en el contrato, que prevalecen sobre el contenido del sitio web. Los contratos de viaje combinado se rigen por la normativa española de consumidores y viajes combinados (libro cuarto del Real Decreto Legislativo 1/2007).

Los artículos del blog reflejan la experiencia de sus autores y no constituyen asesoramiento jurídico, migratorio, médico ni financiero.`),
        insert: null,
        after: null,
      },
      {
        title: 'Protección de datos',
        anchor: 'dataProtection',
        body: md(`Tratamos los datos personales que nos facilita a través de este sitio web de conformidad con el Reglamento General de Protección de Datos (UE) 2016/679 (RGPD) y la Ley Orgánica 3/2018 (LOPDGDD).

En nuestra [política de privacidad](/privacy) se explica cómo y para qué utilizamos sus datos y cómo ejercer sus derechos. La información sobre cookies se encuentra en nuestra [política de cookies](/cookies).`),
        insert: null,
        after: null,
      },
      {
        title: 'Modificaciones del aviso legal',
        anchor: 'changes',
        body: md(
          `Podemos actualizar este aviso legal para adaptarlo a cambios normativos o de nuestros servicios. La versión aplicable es la publicada en esta página en el momento del acceso; la fecha de la última actualización figura al principio.`,
        ),
        insert: null,
        after: null,
      },
      {
        title: 'Legislación aplicable y jurisdicción',
        anchor: 'jurisdiction',
        body: md(`El presente aviso legal se rige por la legislación española.

Cualquier controversia relacionada con el sitio web se someterá a los juzgados y tribunales de la ciudad de Madrid, salvo que la ley disponga otra cosa. Si el usuario tiene la condición de consumidor, podrá acudir también a los tribunales de su domicilio, conforme a la normativa de consumo.

Este aviso legal se publica en español y en inglés. En caso de discrepancia, prevalecerá la versión en español.`),
        insert: null,
        after: null,
      },
    ],
  },
}
