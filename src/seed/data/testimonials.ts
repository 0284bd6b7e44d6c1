import type { SeedTestimonial } from '@/seed/types'

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Siobhán Murphy',
    category: 'school',
    rating: 5,
    en: {
      role: 'Head of Modern Languages, secondary school in Cork',
      content:
        'We brought 28 Transition Year students to Madrid for a week, and it was the smoothest trip I have organised in fifteen years of teaching. Our coordinator met us at the airport and was with us every day, switching between English and Spanish without missing a beat. The morning at a local secondary school was the highlight: my students came home finally believing they could hold a real conversation in Spanish.',
    },
    es: {
      role: 'Jefa del Departamento de Idiomas Modernos, instituto de Cork',
      content:
        'Vinimos a Madrid una semana con 28 alumnos de Transition Year y fue el viaje más fluido que he organizado en quince años de docencia. Nuestra coordinadora nos recibió en el aeropuerto y nos acompañó todos los días, pasando del inglés al español con total naturalidad. Lo mejor fue la mañana en un instituto madrileño: mis alumnos volvieron convencidos, por fin, de que pueden mantener una conversación de verdad en español.',
    },
  },
  {
    name: 'Tomasz Wiśniewski',
    category: 'school',
    rating: 5,
    en: {
      role: 'Deputy Head, secondary school in Kraków',
      content:
        'Walking the last stages of the Camino de Santiago with 22 sixteen-year-olds sounded ambitious, but every detail had been thought through: luggage transfers, safe accommodation, a coordinator who knew each village and a back-up plan for rainy days. The students kept reflective journals along the way and presented them to their parents back home. Arriving together in Santiago is a moment none of us will forget.',
    },
    es: {
      role: 'Subdirector, instituto de Cracovia',
      content:
        'Recorrer las últimas etapas del Camino de Santiago con 22 chavales de dieciséis años parecía ambicioso, pero todo estaba pensado al detalle: traslado de mochilas, alojamientos seguros, un coordinador que conocía cada pueblo y un plan alternativo para los días de lluvia. El alumnado escribió un diario de reflexión durante el camino y después lo presentó a las familias. Llegar juntos a Santiago es un momento que ninguno de nosotros olvidará.',
    },
  },
  {
    name: 'Giulia Bernardi',
    category: 'school',
    rating: 4,
    en: {
      role: 'Geography teacher, liceo in Bologna',
      content:
        'Our five days in Madrid and Toledo were well organised, and the fieldwork on urban growth worked brilliantly, with a local guide who adapted everything to our syllabus. If I could change one thing, I would leave a little more free time in the afternoons: the programme was rich but intense for fifteen-year-olds. Communication before and during the trip was excellent, and we are already planning to come back.',
    },
    es: {
      role: 'Profesora de Geografía, liceo de Bolonia',
      content:
        'Los cinco días en Madrid y Toledo estuvieron muy bien organizados y el trabajo de campo sobre crecimiento urbano funcionó de maravilla, con una guía local que lo adaptó todo a nuestro temario. Si pudiera cambiar algo, dejaría un poco más de tiempo libre por las tardes: el programa era muy completo, pero intenso para chicos de quince años. La comunicación antes y durante el viaje fue excelente y ya estamos pensando en volver.',
    },
  },
  {
    name: 'Anneke de Vries',
    category: 'erasmus',
    rating: 5,
    en: {
      role: 'Erasmus+ Coordinator, vocational college in Utrecht',
      content:
        'We sent eight hospitality students to Madrid for six-week work placements as part of our KA121 project. The team matched each student with a restaurant or hotel that genuinely fitted their profile, checked every host family in person and updated me every week. When one placement did not work out, they found an alternative within days. Our students came back more confident, more independent and with much better Spanish.',
    },
    es: {
      role: 'Coordinadora Erasmus+, centro de formación profesional de Utrecht',
      content:
        'Enviamos a ocho alumnos de hostelería a Madrid para hacer prácticas de seis semanas dentro de nuestro proyecto KA121. El equipo buscó para cada uno un restaurante u hotel que encajaba de verdad con su perfil, visitó en persona todas las familias anfitrionas y me mantuvo informada cada semana. Cuando una de las prácticas no funcionó, encontraron una alternativa en pocos días. Volvieron más seguros, más autónomos y con un español mucho mejor.',
    },
  },
  {
    name: 'Mikko Lehtonen',
    category: 'erasmus',
    rating: 5,
    en: {
      role: 'Primary school teacher, Tampere (job shadowing mobility)',
      content:
        'My week of job shadowing at a bilingual primary school in Madrid was one of the most useful weeks of my career. The programme was built around my goals, especially how Spanish colleagues use CLIL in science lessons, and the host teachers were generous with their time. Having a coordinator handle transport, accommodation and translation meant I could focus entirely on learning. I have already adapted three of their activities for my own class.',
    },
    es: {
      role: 'Maestro de primaria en Tampere (movilidad de job shadowing)',
      content:
        'Mi semana de job shadowing en un colegio bilingüe de primaria de Madrid ha sido de las más provechosas de mi carrera. El programa se diseñó en torno a mis objetivos, sobre todo cómo trabajan el AICLE en ciencias los compañeros españoles, y los maestros de acogida fueron muy generosos con su tiempo. Con una coordinadora pendiente del transporte, el alojamiento y la traducción, pude centrarme por completo en aprender. Ya he adaptado tres actividades para mi clase.',
    },
  },
  {
    name: 'Joana Ferreira',
    category: 'erasmus',
    rating: 5,
    en: {
      role: 'KA122 project lead, secondary school in Braga',
      content:
        "It was our school's first Erasmus+ short-term project and, honestly, we were nervous about getting it right. From the start, the team helped us turn our objectives into a realistic programme: job shadowing for four teachers and a group mobility for twelve students. The partner schools were well chosen, everything was documented for our final report, and the support on the ground was warm and professional. We have since applied for accreditation.",
    },
    es: {
      role: 'Responsable de proyecto KA122, instituto de Braga',
      content:
        'Era el primer proyecto Erasmus+ de corta duración de nuestro centro y, sinceramente, nos preocupaba no hacerlo bien. Desde el principio, el equipo nos ayudó a convertir nuestros objetivos en un programa realista: job shadowing para cuatro docentes y una movilidad de grupo para doce alumnos. Los centros socios estaban muy bien elegidos, todo quedó documentado para el informe final y el acompañamiento sobre el terreno fue cercano y profesional. Desde entonces hemos solicitado la acreditación.',
    },
  },
]
