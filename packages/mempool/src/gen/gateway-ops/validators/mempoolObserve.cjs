"use strict"; // Generated (tools/codegen)
const {pushError,typeError,shared0} = require("./_shared1.cjs");
function concatErrors(errors,more){return errors===null?more:errors.concat(more);}
function requiredError(instancePath,schemaPath,missingProperty){return{instancePath,schemaPath,keyword:"required",params:{missingProperty},message:"must have required property '"+missingProperty+"'"};}
const validate53 = require("@gw/runtime/common-validators/HexString").HexString;
const func1 = require("ajv/dist/runtime/ucs2length").default;
function validate52(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.hex===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","hex"));errors++;}for(const key0 in data){if(!(key0==="hex")){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty:key0},message:"must NOT have additional properties"});errors++;}}if(data.hex!==undefined){let data0=data.hex;if(!(validate53(data0,{instancePath:instancePath+"/hex",parentData:data,parentDataProperty:"hex",rootData}))){vErrors=concatErrors(vErrors,validate53.errors);errors=vErrors.length;}if(typeof data0==="string"){if(func1(data0)<2){vErrors=pushError(vErrors,{instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/minLength",keyword:"minLength",params:{limit:2},message:"must NOT have fewer than 2 characters"});errors++;}}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate52.errors=vErrors;return errors===0;}
function validate55(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){validate55.errors=null;return true;}
const shared1 = require("@gw/runtime/common-validators/AdminRequired").AdminRequired;
const shared2 = require("@gw/runtime/common-validators/AuthUnavailable").AuthUnavailable;
exports.input = validate52;
exports.response__200 = validate55;
exports.response__401 = shared0;
exports.response__403 = shared1;
exports.response__503 = shared2;
