"use strict"; // Generated (tools/codegen)
const {pushError,patternError,typeError} = require("./_shared1.cjs");
const pattern11 = new RegExp("^[0-9a-f]{64}$", "u");
function validate31(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern11.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/pattern","^[0-9a-f]{64}$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate31.errors=vErrors;return errors===0;}
exports.Txid = validate31;
