import type { SeedCourse } from '@/seed/types'

/**
 * The three educator courses (docs/editing.md › Courses) with three Monday-to-Friday sessions each in 2027 (calendar days,
 * Madrid). Matched by English title when the seed runs again.
 */
export const courses: SeedCourse[] = [
  {
    order: 10,
    erasmusEligible: true,
    hoursMin: 20,
    hoursMax: 25,
    format: 'in-person-or-online',
    level: 'intermediate-advanced',
    sessions: [
      {
        start: '2027-03-01',
        end: '2027-03-05',
      },
      {
        start: '2027-07-05',
        end: '2027-07-09',
      },
      {
        start: '2027-10-11',
        end: '2027-10-15',
      },
    ],
    title: {
      en: 'English for Educators',
      es: 'Inglés para docentes',
    },
    description: {
      en: 'Gain fluency and confidence using English in the classroom and in international projects, with a strong focus on CLIL methodology and real communication with partner schools.',
      es: 'Gane fluidez y seguridad al usar el inglés en el aula y en proyectos internacionales, con especial atención a la metodología AICLE y a la comunicación real con centros socios.',
    },
    highlights: [
      {
        en: 'CLIL strategies for teaching your subject in English',
        es: 'Estrategias AICLE para impartir su materia en inglés',
      },
      {
        en: 'Classroom language, instructions and feedback',
        es: 'Lenguaje de aula, instrucciones y retroalimentación',
      },
      {
        en: 'Communicating with partner schools and Erasmus+ contacts',
        es: 'Comunicación con centros socios y contactos Erasmus+',
      },
      {
        en: 'Intensive speaking practice in small groups',
        es: 'Práctica oral intensiva en grupos reducidos',
      },
      {
        en: 'Certificate of attendance for your mobility report',
        es: 'Certificado de asistencia para su informe de movilidad',
      },
    ],
  },
  {
    order: 20,
    erasmusEligible: true,
    hoursMin: 15,
    hoursMax: 20,
    format: 'hybrid',
    level: 'beginner-intermediate',
    sessions: [
      {
        start: '2027-02-15',
        end: '2027-02-19',
      },
      {
        start: '2027-07-12',
        end: '2027-07-16',
      },
      {
        start: '2027-11-15',
        end: '2027-11-19',
      },
    ],
    title: {
      en: 'Artificial Intelligence for Educators and Students',
      es: 'Inteligencia artificial para docentes y alumnado',
    },
    description: {
      en: 'Learn to use generative AI tools for teaching and learning safely and responsibly, and help your students use them with a critical eye.',
      es: 'Aprenda a usar herramientas de IA generativa para enseñar y aprender de forma segura y responsable, y ayude a su alumnado a utilizarlas con espíritu crítico.',
    },
    highlights: [
      {
        en: 'Lesson planning, materials and differentiation with AI',
        es: 'Programación de clases, materiales y atención a la diversidad con IA',
      },
      {
        en: 'Assessment, academic integrity and AI-assisted work',
        es: 'Evaluación, integridad académica y trabajos hechos con IA',
      },
      {
        en: 'Data protection and the EU AI Act in schools',
        es: 'Protección de datos y Reglamento europeo de IA en los centros',
      },
      {
        en: 'Ready-to-use classroom activities for students',
        es: 'Actividades listas para usar con el alumnado',
      },
      {
        en: 'Hands-on practice with freely available tools',
        es: 'Práctica con herramientas de uso gratuito',
      },
    ],
  },
  {
    order: 30,
    erasmusEligible: true,
    hoursMin: 20,
    hoursMax: 20,
    format: 'in-person',
    level: 'all-levels',
    sessions: [
      {
        start: '2027-04-19',
        end: '2027-04-23',
      },
      {
        start: '2027-08-02',
        end: '2027-08-06',
      },
      {
        start: '2027-10-25',
        end: '2027-10-29',
      },
    ],
    title: {
      en: 'Coaching for Educators',
      es: 'Coaching para docentes',
    },
    description: {
      en: "Develop coaching skills to support your students' motivation and wellbeing, lead tutorials with confidence and mentor colleagues in your school.",
      es: 'Desarrolle habilidades de coaching para apoyar la motivación y el bienestar de su alumnado, dirigir tutorías con seguridad y acompañar a sus compañeros del centro.',
    },
    highlights: [
      {
        en: 'Active listening and powerful questions',
        es: 'Escucha activa y preguntas poderosas',
      },
      {
        en: 'Goal-setting models such as GROW',
        es: 'Modelos para fijar objetivos, como GROW',
      },
      {
        en: 'Supporting student motivation and wellbeing',
        es: 'Apoyo a la motivación y el bienestar del alumnado',
      },
      {
        en: 'Peer mentoring and constructive feedback between colleagues',
        es: 'Mentoría entre iguales y retroalimentación constructiva entre compañeros',
      },
      {
        en: 'A personal action plan to take back to your school',
        es: 'Un plan de acción personal para aplicar en su centro',
      },
    ],
  },
]
