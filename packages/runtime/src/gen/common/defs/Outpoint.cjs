"use strict"; // Generated (tools/codegen)
const {pushError,patternError,typeError} = require("./_shared1.cjs");
const pattern10 = new RegExp("^[0-9a-f]{64}:(0|[1-9][0-9]*)$", "u");
function validate30(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern10.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/pattern","^[0-9a-f]{64}:(0|[1-9][0-9]*)$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate30.errors=vErrors;return errors===0;}
exports.Outpoint = validate30;
