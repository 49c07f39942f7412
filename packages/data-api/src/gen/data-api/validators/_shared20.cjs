"use strict"; // Generated (tools/codegen)
const {pushError,requiredError,typeError} = require("./_shared1.cjs");
function validate275(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.usd===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","usd"));errors++;}if(data.usd!==undefined){if(!(typeof data.usd=="number")){vErrors=pushError(vErrors,typeError(instancePath+"/usd","#/properties/usd/type","number"));errors++;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate275.errors=vErrors;return errors===0;}
module.exports = {validate275};
