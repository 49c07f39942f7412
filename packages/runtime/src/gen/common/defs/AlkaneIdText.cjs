"use strict"; // Generated (tools/codegen)
const {pushError,patternError,typeError} = require("./_shared1.cjs");
const pattern9 = new RegExp("^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", "u");
function validate29(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern9.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/pattern","^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate29.errors=vErrors;return errors===0;}
exports.AlkaneIdText = validate29;
