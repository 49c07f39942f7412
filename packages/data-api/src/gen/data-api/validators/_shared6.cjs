"use strict"; // Generated (tools/codegen)
const {validate30,concatErrors,pushError,typeError} = require("./_shared1.cjs");
function validate74(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(!(validate30(data,{instancePath}))){vErrors=concatErrors(vErrors,validate30.errors);errors=vErrors.length;}if(!(data&&typeof data=="object"&&!Array.isArray(data))){vErrors=pushError(vErrors,typeError(instancePath,"#/allOf/1/type","object"));errors++;}validate74.errors=vErrors;return errors===0;}
module.exports = {validate74};
