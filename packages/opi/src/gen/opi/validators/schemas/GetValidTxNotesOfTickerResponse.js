// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, join, limitFail, typeFail } from "@gw/runtime/validator-support";
import { OpiEnvelope } from "@gw/runtime/common-validators/OpiEnvelope";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";
import { checkHexString } from "@gw/runtime/common-validators/HexString";

export function GetValidTxNotesOfTickerResponse(data, path = "") {
	const errors = [];
	if (!OpiEnvelope(data, path)) errors.push(...OpiEnvelope.errors);
	if (isObject(data)) {
		if (data.error !== undefined) {
			const data0 = data.error;
			if (!(data0 === null)) typeFail(errors, path + "/error", "#/allOf/1/properties/error", "null");
		}
		if (data.result !== undefined) {
			const data1 = data.result;
			if (isObject(data1)) {
				if (data1.unused_txes !== undefined) {
					const data2 = data1.unused_txes;
					if (Array.isArray(data2)) {
						const path0 = path + "/result" + "/unused_txes";
						for (let i3 = 0; i3 < data2.length; i3++) {
							const data4 = data2[i3];
							if (isObject(data4)) {
								if (data4.current_holder_pkscript !== undefined) checkHexString(errors, data4.current_holder_pkscript, path0 + "/" + i3, "#/allOf/1/properties/result/properties/unused_txes/items/properties/current_holder_pkscript", "current_holder_pkscript");
								if (data4.current_holder_wallet !== undefined) {
									const data5 = data4.current_holder_wallet;
									if (typeof data5 != "string") typeFail(errors, path0 + "/" + i3 + "/current_holder_wallet", "#/allOf/1/properties/result/properties/unused_txes/items/properties/current_holder_wallet", "string");
								}
								if (data4.inscription_id !== undefined) checkInscriptionId(errors, data4.inscription_id, path0 + "/" + i3, "#/allOf/1/properties/result/properties/unused_txes/items/properties/inscription_id", "inscription_id");
								if (data4.amount !== undefined) checkDecimalString(errors, data4.amount, path0 + "/" + i3, "#/allOf/1/properties/result/properties/unused_txes/items/properties/amount", "amount");
								if (data4.genesis_height !== undefined) {
									const data6 = data4.genesis_height;
									if (!isInteger(data6)) typeFail(errors, path0 + "/" + i3 + "/genesis_height", "#/allOf/1/properties/result/properties/unused_txes/items/properties/genesis_height", "integer");
									if (typeof data6 == "number") {
										if (data6 < 0 || isNaN(data6)) limitFail(errors, path0 + "/" + i3 + "/genesis_height", "#/allOf/1/properties/result/properties/unused_txes/items/properties/genesis_height", "minimum", 0);
									}
								}
							} else typeFail(errors, path0 + "/" + i3, "#/allOf/1/properties/result/properties/unused_txes/items", "object");
						}
					} else typeFail(errors, path + "/result" + "/unused_txes", "#/allOf/1/properties/result/properties/unused_txes", "array");
				}
				if (data1.block_height !== undefined) {
					const data7 = data1.block_height;
					if (!isInteger(data7)) typeFail(errors, path + "/result" + "/block_height", "#/allOf/1/properties/result/properties/block_height", "integer");
					if (typeof data7 == "number") {
						if (data7 < 0 || isNaN(data7)) limitFail(errors, path + "/result" + "/block_height", "#/allOf/1/properties/result/properties/block_height", "minimum", 0);
					}
				}
			}
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	GetValidTxNotesOfTickerResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `InscriptionId`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkInscriptionId(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
