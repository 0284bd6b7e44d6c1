import { md } from './markdown'
import type { PageSeed } from './types'

/** Today's privacy policy in both languages (the company's identifiers come from Company details). */
export const privacy: PageSeed<'page-privacy'> = {
  en: {
    hero: {
      title: 'Privacy policy',
      subtitle: 'How we collect, use and protect personal data, and how you can exercise your rights.',
    },
    intro: md(
      `We work with schools, educators, students and families, and we take the protection of their personal data seriously. This policy explains how we process personal data in accordance with the General Data Protection Regulation (EU) 2016/679 (GDPR) and Spanish Organic Law 3/2018, of 5 December, on the Protection of Personal Data and the Guarantee of Digital Rights (LOPDGDD).`,
    ),
    sections: [
      {
        title: 'Who is responsible for your data',
        anchor: 'controller',
        body: md(`The controller of your personal data is:`),
        insert: 'controllerDetails',
        after: md(
          `We have not appointed a Data Protection Officer, because our activity does not require one under Article 37 of the GDPR and Article 34 of the LOPDGDD. For any question about this policy or about your data, write to us at the email address above.`,
        ),
      },
      {
        title: 'How we protect your data',
        anchor: 'security',
        body: md(`In line with Article 32 of the GDPR, we apply technical and organisational measures appropriate to the risk, including:

- encrypted connections (HTTPS) for every page and form of this website;
- access to personal data restricted to authorised staff, with individual accounts, strong passwords and sessions that expire automatically;
- protection of forms and sign-in against automated abuse and repeated attempts;
- regular back-ups, and service providers that offer sufficient guarantees and are bound by data processing agreements;
- a duty of confidentiality for everyone who handles personal data on our behalf;
- data minimisation: we ask only for what we need and delete or block data when its retention period ends.`),
        insert: null,
        after: md(
          `If a personal data breach is likely to put your rights and freedoms at risk, we will notify the Spanish Data Protection Agency within 72 hours and, where required, inform you without undue delay.`,
        ),
      },
      {
        title: 'Why we use your data',
        anchor: 'purposes',
        body: md(`We use personal data only for the following purposes:

- answering the enquiries you send us through our forms, by email, by phone or by WhatsApp, and preparing proposals;
- organising and managing school trips, Erasmus+ mobility projects, courses and cultural excursions, including bookings with transport, accommodation and activity providers, insurance, invoicing and on-site support;
- sending our newsletter with travel tips, news and offers, if you have subscribed;
- informing schools and educational institutions about our services, using professional contact details;
- managing our social media profiles and your interactions with us there;
- complying with our legal obligations (accounting, tax, consumer and package travel law) and defending our legal interests;
- keeping the website and our systems secure.`),
        insert: null,
        after: md(
          `We do not take decisions about you based solely on automated processing, and we do not create profiles.`,
        ),
      },
      {
        title: 'How long we keep your data',
        anchor: 'retention',
        body: md(`We keep personal data only for as long as necessary for the purpose for which it was collected:`),
        insert: 'retentionTable',
        after:
          md(`When a retention period ends, we delete the data. Where Article 32 of the LOPDGDD requires it, we first keep the data blocked, that is, unavailable for any use except to be made available to courts, public authorities or the data protection authority, for as long as liabilities may arise from the processing, and then delete it.

Deletion is automatic: every day our system deletes the website enquiries and records whose period has ended.

When you unsubscribe, or when we erase your data at your request, we keep only a one-way code of your email address (a keyed hash, from which the address cannot be read back) on our opt-out list, and nothing else, so that we never add that address to our lists or write to it again.`),
      },
      {
        title: 'Legal bases for processing',
        anchor: 'legalBases',
        body: md(`We rely on the following legal bases under Article 6 of the GDPR:

- **Performance of a contract or pre-contractual steps** (Article 6(1)(b)): answering your enquiries and preparing proposals at your request, and organising the trips, programmes and courses you book.
- **Consent** (Article 6(1)(a)): the newsletter, commercial communications where consent is required and, where applicable, participants' health data needed for a trip (Article 9(2)(a)). You can withdraw your consent at any time.
- **Legal obligation** (Article 6(1)(c)): keeping accounting and tax records and the documents required by consumer and package travel law.
- **Legitimate interest** (Article 6(1)(f)): contacting schools and educational institutions about our services using professional contact details, as provided for in Article 19 of the LOPDGDD; keeping records to demonstrate compliance; and keeping the website secure. You can object to this processing at any time.`),
        insert: null,
        after: md(
          `Providing your data is voluntary, but the fields marked as required in our forms are necessary to deal with your request; without them we cannot answer it.`,
        ),
      },
      {
        title: 'Who we share your data with',
        anchor: 'recipients',
        body: md(`We never sell personal data. We disclose it only:

- to the transport companies, accommodation, insurers, guides, venues and other providers needed to deliver the trip, programme or course you have booked, and only the data they need;
- to host institutions, partner organisations and Erasmus+ National Agencies, when a mobility project requires it;
- to our service providers (website hosting, email, messaging, IT support and accounting), who act as processors under a contract that obliges them to protect the data and use it only on our instructions;
- to public authorities, courts and tax authorities, when the law requires it.`),
        insert: null,
        after: md(
          `Our destinations and most of our providers are in the European Union. If a provider transfers data outside the European Economic Area (for example, an email or messaging service), we make sure the transfer is covered by a European Commission adequacy decision or by standard contractual clauses.`,
        ),
      },
      {
        title: 'What data we process',
        anchor: 'categories',
        body: md(`Depending on how you interact with us, we process the following categories of data:

- identification and contact data: name, email address and phone number;
- professional data: school or institution, position, country and city;
- details of your request: destination, type of programme and the content of your message;
- newsletter data: email address and, optionally, name and school, and where you subscribed;
- trip and participant data provided by the school or the participants: names, dates of birth, identity document or passport numbers when travel requires them, dietary requirements and, only where strictly necessary and with consent, health information;
- billing data of the contracting institution;
- technical data: the language preference stored in your browser, and connection data (such as your IP address) recorded in server logs for security purposes.`),
        insert: null,
        after:
          md(`When data does not come from you directly, for example participant lists sent by a school or the public contact details of schools in our database, the organisation that provides it must have informed the people concerned and have a legal basis for sharing it. We will point you to this policy the first time we contact you.

Trips involving minors are arranged with their school, parents or legal guardians. Under Article 7 of the LOPDGDD, children under 14 cannot give consent themselves, so we collect their data through the school or their legal representatives.`),
      },
      {
        title: 'Your rights',
        anchor: 'rights',
        body: md(`You can exercise the following rights at any time, free of charge:

- **Access**: find out whether we process your data and obtain a copy of it.
- **Rectification**: have inaccurate or incomplete data corrected.
- **Erasure**: have your data deleted when, among other reasons, it is no longer needed.
- **Objection**: object to processing based on our legitimate interest and, at any time, to direct marketing.
- **Restriction**: have processing suspended while a complaint is checked, or have the data kept only for legal claims.
- **Portability**: receive the data you gave us in a structured, commonly used, machine-readable format, or have it sent to another controller.`),
        insert: null,
        after:
          md(`To exercise them, send an email to {email} with the subject “Data protection”, stating which right you wish to exercise. If we have reasonable doubts about your identity, we may ask you for additional information to confirm it.

We will reply within one month. This period may be extended by two further months for complex or numerous requests, in which case we will let you know.

You can withdraw any consent you have given in the same way, or with the unsubscribe link included in every newsletter, without affecting the lawfulness of processing carried out before the withdrawal.`),
      },
      {
        title: 'Right to lodge a complaint',
        anchor: 'complaint',
        body: md(`If you believe that we have not processed your data properly, you can lodge a complaint with the Spanish Data Protection Agency (Agencia Española de Protección de Datos), C/ Jorge Juan 6, 28001 Madrid, [www.aepd.es](https://www.aepd.es).

We encourage you to contact us first, so that we can try to resolve the matter.`),
        insert: null,
        after: null,
      },
      {
        title: 'Cookies',
        anchor: 'cookies',
        body: md(
          `This website only uses the cookies that are strictly necessary for it to work. You will find the details, and how to manage them, in our [cookies policy](/cookies).`,
        ),
        insert: null,
        after: null,
      },
      {
        title: 'Consent and changes to this policy',
        anchor: 'consent',
        body: md(`When you send a form or subscribe to our newsletter, we ask you to confirm that you have read this privacy policy. For the newsletter, ticking the box is your consent to receive it, which you can withdraw at any time.

Please send us data about other people, such as colleagues or students, only if you are entitled to do so and have informed them.

We may update this policy to reflect legal or operational changes. We will publish the new version on this page with its date and, if the changes are significant, let you know by email where possible.`),
        insert: null,
        after: null,
      },
    ],
  },
  es: {
    hero: {
      title: 'Política de privacidad',
      subtitle: 'Cómo recogemos, utilizamos y protegemos los datos personales, y cómo puede ejercer sus derechos.',
    },
    intro: md(
      `Trabajamos con centros educativos, docentes, estudiantes y familias, y nos tomamos muy en serio la protección de sus datos personales. Esta política explica cómo tratamos los datos personales de acuerdo con el Reglamento General de Protección de Datos (UE) 2016/679 (RGPD) y la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).`,
    ),
    sections: [
      {
        title: 'Responsable del tratamiento',
        anchor: 'controller',
        body: md(`El responsable del tratamiento de sus datos personales es:`),
        insert: 'controllerDetails',
        after: md(
          `No hemos designado un delegado de protección de datos porque nuestra actividad no lo exige conforme al artículo 37 del RGPD y al artículo 34 de la LOPDGDD. Para cualquier consulta sobre esta política o sobre sus datos, puede escribirnos a la dirección de correo electrónico indicada.`,
        ),
      },
      {
        title: 'Medidas de seguridad',
        anchor: 'security',
        body: md(`Conforme al artículo 32 del RGPD, aplicamos medidas técnicas y organizativas adecuadas al riesgo, entre ellas:

- conexiones cifradas (HTTPS) en todas las páginas y formularios de este sitio web;
- acceso a los datos personales limitado al personal autorizado, con cuentas individuales, contraseñas robustas y sesiones que caducan automáticamente;
- protección de los formularios y del inicio de sesión frente a usos automatizados e intentos repetidos;
- copias de seguridad periódicas y proveedores que ofrecen garantías suficientes y están vinculados por contratos de encargo del tratamiento;
- deber de confidencialidad de todas las personas que tratan datos personales por nuestra cuenta;
- minimización de datos: solo pedimos lo necesario y suprimimos o bloqueamos los datos cuando finaliza su plazo de conservación.`),
        insert: null,
        after: md(
          `Si se produce una violación de la seguridad de los datos personales que pueda suponer un riesgo para sus derechos y libertades, la notificaremos a la Agencia Española de Protección de Datos en un plazo de 72 horas y, cuando proceda, se lo comunicaremos sin dilación indebida.`,
        ),
      },
      {
        title: 'Finalidades del tratamiento',
        anchor: 'purposes',
        body: md(`Utilizamos los datos personales únicamente para las siguientes finalidades:

- atender las consultas que nos envíe a través de nuestros formularios, por correo electrónico, por teléfono o por WhatsApp, y preparar propuestas;
- organizar y gestionar viajes escolares, proyectos de movilidad Erasmus+, cursos y excursiones culturales, incluidas las reservas con proveedores de transporte, alojamiento y actividades, los seguros, la facturación y la asistencia en destino;
- enviar nuestro boletín con consejos de viaje, novedades y ofertas, si se ha suscrito;
- informar a centros e instituciones educativas sobre nuestros servicios, utilizando datos de contacto profesionales;
- gestionar nuestros perfiles en redes sociales y las interacciones que mantenga con nosotros en ellas;
- cumplir nuestras obligaciones legales (contables, fiscales, de consumo y de viajes combinados) y defender nuestros intereses legítimos;
- mantener la seguridad del sitio web y de nuestros sistemas.`),
        insert: null,
        after: md(`No tomamos decisiones basadas únicamente en tratamientos automatizados ni elaboramos perfiles.`),
      },
      {
        title: 'Plazos de conservación',
        anchor: 'retention',
        body: md(
          `Conservamos los datos personales solo durante el tiempo necesario para la finalidad para la que se recogieron:`,
        ),
        insert: 'retentionTable',
        after:
          md(`Cuando finaliza el plazo de conservación, suprimimos los datos. Cuando así lo exige el artículo 32 de la LOPDGDD, antes los mantenemos bloqueados, es decir, excluidos de cualquier uso salvo su puesta a disposición de jueces y tribunales, autoridades públicas o la autoridad de protección de datos, durante el plazo de prescripción de las posibles responsabilidades derivadas del tratamiento, y después los eliminamos.

La supresión es automática: cada día nuestro sistema elimina las consultas del sitio web y los registros cuyo plazo ha terminado.

Cuando se da de baja, o cuando suprimimos sus datos a petición suya, conservamos en nuestra lista de exclusión únicamente un código irreversible de su dirección de correo electrónico (un hash con clave, del que no puede recuperarse la dirección), y nada más, para no volver a incluir esa dirección en nuestras listas ni escribirle de nuevo.`),
      },
      {
        title: 'Bases jurídicas del tratamiento',
        anchor: 'legalBases',
        body: md(`Nos basamos en las siguientes bases jurídicas del artículo 6 del RGPD:

- **Ejecución de un contrato o aplicación de medidas precontractuales** (artículo 6.1.b): atender sus consultas y preparar propuestas a petición suya, y organizar los viajes, programas y cursos que contrate.
- **Consentimiento** (artículo 6.1.a): el boletín, las comunicaciones comerciales cuando se requiera consentimiento y, en su caso, los datos de salud de los participantes necesarios para un viaje (artículo 9.2.a). Puede retirar su consentimiento en cualquier momento.
- **Obligación legal** (artículo 6.1.c): conservar los registros contables y fiscales y la documentación exigida por la normativa de consumo y de viajes combinados.
- **Interés legítimo** (artículo 6.1.f): contactar con centros e instituciones educativas sobre nuestros servicios mediante datos de contacto profesionales, según prevé el artículo 19 de la LOPDGDD; conservar registros que acrediten el cumplimiento normativo, y mantener la seguridad del sitio web. Puede oponerse a estos tratamientos en cualquier momento.`),
        insert: null,
        after: md(
          `Facilitar sus datos es voluntario, pero los campos marcados como obligatorios en nuestros formularios son necesarios para atender su solicitud; sin ellos no podremos responderle.`,
        ),
      },
      {
        title: 'Destinatarios de los datos',
        anchor: 'recipients',
        body: md(`Nunca vendemos datos personales. Solo los comunicamos:

- a las empresas de transporte, alojamientos, aseguradoras, guías, espacios y demás proveedores necesarios para prestar el viaje, programa o curso contratado, y solo los datos que necesiten;
- a las instituciones de acogida, organizaciones socias y agencias nacionales Erasmus+, cuando un proyecto de movilidad lo requiera;
- a nuestros proveedores de servicios (alojamiento web, correo electrónico, mensajería, soporte informático y contabilidad), que actúan como encargados del tratamiento en virtud de un contrato que les obliga a proteger los datos y a utilizarlos únicamente siguiendo nuestras instrucciones;
- a las administraciones públicas, juzgados y tribunales y la Administración tributaria, cuando lo exija la ley.`),
        insert: null,
        after: md(
          `Nuestros destinos y la mayoría de nuestros proveedores se encuentran en la Unión Europea. Si algún proveedor transfiere datos fuera del Espacio Económico Europeo (por ejemplo, un servicio de correo electrónico o de mensajería), nos aseguramos de que la transferencia esté amparada por una decisión de adecuación de la Comisión Europea o por cláusulas contractuales tipo.`,
        ),
      },
      {
        title: 'Categorías de datos tratados',
        anchor: 'categories',
        body: md(`En función de cómo se relacione con nosotros, tratamos las siguientes categorías de datos:

- datos identificativos y de contacto: nombre, dirección de correo electrónico y teléfono;
- datos profesionales: centro o institución, cargo, país y ciudad;
- datos de su solicitud: destino, tipo de programa y contenido de su mensaje;
- datos del boletín: dirección de correo electrónico y, de forma opcional, nombre y centro, así como el lugar de suscripción;
- datos del viaje y de los participantes facilitados por el centro o por los propios participantes: nombres, fechas de nacimiento, números de documento de identidad o pasaporte cuando el viaje lo requiera, necesidades alimentarias y, solo cuando sea estrictamente necesario y con consentimiento, información de salud;
- datos de facturación de la institución contratante;
- datos técnicos: la preferencia de idioma guardada en su navegador y los datos de conexión (como la dirección IP) registrados en los registros del servidor por motivos de seguridad.`),
        insert: null,
        after:
          md(`Cuando los datos no proceden directamente de usted, por ejemplo, las listas de participantes que envía un centro o los datos de contacto públicos de los centros de nuestra base de datos, la entidad que los facilita debe haber informado a los interesados y contar con una base jurídica para comunicarlos. Le informaremos de esta política la primera vez que contactemos con usted.

Los viajes con menores de edad se organizan con su centro educativo, sus padres, madres o tutores legales. Conforme al artículo 7 de la LOPDGDD, los menores de 14 años no pueden prestar el consentimiento por sí mismos, por lo que recabamos sus datos a través del centro o de sus representantes legales.`),
      },
      {
        title: 'Sus derechos',
        anchor: 'rights',
        body: md(`Puede ejercer en cualquier momento y de forma gratuita los siguientes derechos:

- **Acceso**: saber si tratamos sus datos y obtener una copia de ellos.
- **Rectificación**: corregir los datos inexactos o incompletos.
- **Supresión**: solicitar que se eliminen sus datos cuando, entre otros motivos, ya no sean necesarios.
- **Oposición**: oponerse a los tratamientos basados en nuestro interés legítimo y, en cualquier momento, a la mercadotecnia directa.
- **Limitación**: solicitar que se suspenda el tratamiento mientras se comprueba una reclamación, o que los datos se conserven solo para el ejercicio de acciones legales.
- **Portabilidad**: recibir los datos que nos haya facilitado en un formato estructurado, de uso común y lectura mecánica, o que se transmitan a otro responsable.`),
        insert: null,
        after:
          md(`Para ejercerlos, envíe un correo electrónico a {email} con el asunto «Protección de datos», indicando el derecho que desea ejercer. Si tenemos dudas razonables sobre su identidad, podremos solicitarle información adicional para confirmarla.

Le responderemos en el plazo de un mes, que podrá prorrogarse otros dos meses en caso de solicitudes complejas o numerosas, circunstancia que le comunicaremos.

Puede retirar cualquier consentimiento prestado de la misma forma, o mediante el enlace de baja incluido en cada boletín, sin que ello afecte a la licitud del tratamiento realizado antes de la retirada.`),
      },
      {
        title: 'Derecho a presentar una reclamación',
        anchor: 'complaint',
        body: md(`Si considera que no hemos tratado sus datos correctamente, puede presentar una reclamación ante la Agencia Española de Protección de Datos, C/ Jorge Juan 6, 28001 Madrid, [www.aepd.es](https://www.aepd.es).

Le animamos a que se ponga antes en contacto con nosotros para intentar resolver la cuestión.`),
        insert: null,
        after: null,
      },
      {
        title: 'Cookies',
        anchor: 'cookies',
        body: md(
          `Este sitio web solo utiliza las cookies estrictamente necesarias para su funcionamiento. Encontrará los detalles y la forma de gestionarlas en nuestra [política de cookies](/cookies).`,
        ),
        insert: null,
        after: null,
      },
      {
        title: 'Consentimiento y cambios en esta política',
        anchor: 'consent',
        body: md(`Al enviar un formulario o suscribirse a nuestro boletín, le pedimos que confirme que ha leído esta política de privacidad. En el caso del boletín, marcar la casilla supone su consentimiento para recibirlo, que puede retirar en cualquier momento.

Le rogamos que solo nos facilite datos de otras personas, como compañeros o alumnos, si está legitimado para ello y les ha informado previamente.

Podemos actualizar esta política para reflejar cambios legales u operativos. Publicaremos la nueva versión en esta página con su fecha y, si los cambios son importantes, se lo comunicaremos por correo electrónico cuando sea posible.`),
        insert: null,
        after: null,
      },
    ],
  },
}
