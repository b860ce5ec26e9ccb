import type { ScreenMessages } from '../en.ts';

export const esExports: ScreenMessages['exports'] = {
  deck: 'Presentación (PPTX)',
  workbook: 'Libro de cálculo (XLSX)',
  making: 'Creando el archivo…',
  failed: 'No se pudo crear el archivo. Inténtalo de nuevo.',
  sheets: {
    summary: 'Resumen',
    kpis: 'KPI',
    curves: 'Curvas por segundo',
    survey: 'Encuesta',
    demographics: 'Demografía',
  },
  columns: {
    project: 'Proyecto',
    analysed: 'Analizado el',
    respondents: 'Encuestados',
    target: 'Muestra comprada',
    simulated: 'Encuestados simulados',
    metric: 'Métrica',
    value: 'Valor',
    low: 'Límite inferior 95 %',
    high: 'Límite superior 95 %',
    normMean: 'Media de la norma',
    normLevel: 'Nivel de la norma',
    comparison: 'Frente a la norma',
    cut: 'División',
    group: 'Grupo',
    measured: 'Medidos por webcam',
    notSignificant: 'No significativo',
    question: 'Pregunta',
    type: 'Tipo',
    answered: 'Respuestas',
    note: 'Nota',
  },
  scene: 'Heatmap en {{time}} s',
  scenesNote:
    'Fotogramas de las escenas: el heatmap de cada segundo sobre el fotograma que se veía entonces.',
  pdf: {
    contents: 'Contenido',
    summary: 'Resumen',
    summaryIntro:
      'Medios ordenados por índice global, el mejor primero: cada uno con su intervalo del 95 % y el número de encuestados (n) detrás.',
    glossary: 'Glosario',
    methodology: 'Metodología',
    methodologyIntro:
      'Cómo se obtiene cada número de este informe. Las fórmulas completas, con cada constante, están en la metodología de AdPulse.',
    page: 'Página {{page}} de {{pages}}',
    simulatedShort: 'Encuestados simulados',
    syntheticNorms:
      'Las normas marcadas como «norma sintética» proceden de 200 anuncios simulados, no de proyectos reales.',
    curves:
      'Por segundo, en una sola escala 0–100: atención (%), engagement (0–100) y valencia (50 + 50 × valencia), cada una con su banda del 95 %. Los fotogramas bajo las curvas están en su segundo.',
    terms: {
      interval: {
        term: 'Intervalo del 95 %',
        text: 'El rango de valores que la muestra respalda con un 95 % de confianza (bootstrap sobre los encuestados, o Clopper-Pearson para una proporción). Se estrecha al crecer n; para la valencia, la implicación y el índice global también tiene en cuenta el error sistemático de lectura de la cámara, por lo que nunca baja de él.',
      },
      n: { term: 'n', text: 'El número de encuestados detrás de un número.' },
      norm: {
        term: 'Norma',
        text: 'El mismo KPI sobre los medios de los proyectos cerrados de un grupo de referencia: el nivel 2 es la categoría en el canal en el país, el nivel 1 todos los medios del país.',
      },
      middleHalf: {
        term: 'Mitad central',
        text: 'Del percentil 25 al 75 de la norma. Un KPI está por encima o por debajo de la norma solo cuando su intervalo del 95 % queda completamente fuera.',
      },
      synthetic: {
        term: 'Norma sintética',
        text: 'Una referencia hecha con 200 anuncios simulados, usada hasta que cierren suficientes proyectos reales del grupo. Muestra cómo funciona el producto, no cómo rinden los anuncios reales.',
      },
      simulated: {
        term: 'Encuestados simulados',
        text: 'Encuestados generados por el modelo del producto, para demos y pruebas. Sus números muestran cómo funciona el producto, no un público real.',
      },
      attentive: {
        term: 'Segundo atento',
        text: 'Un segundo en el que al menos la mitad de las muestras de la webcam muestran una cara vuelta hacia la pantalla con los ojos abiertos. No se usa la mirada.',
      },
      heatmap: {
        term: 'Heatmap',
        text: 'Dónde cayó la mirada estimada por la webcam sobre el medio, de los encuestados con un error de calibración de 6° como máximo. La mirada por webcam es aproximada (unos 2°).',
      },
      scene: {
        term: 'Fotograma de escena',
        text: 'El heatmap de un segundo sobre el fotograma del medio mostrado en ese segundo.',
      },
      separable: {
        term: 'No separables al 95 %',
        text: 'El índice global de ninguno de los dos medios es mayor con una probabilidad del 97,5 % o más (bootstrap sobre los encuestados): comparten un rango de posiciones.',
      },
      model: {
        term: 'Modelo',
        text: 'Un número calculado a partir de supuestos declarados en lugar de medido, como el clic predictivo.',
      },
    },
  },
};
