// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { FormattedUtxo } from "./FormattedUtxo.js";
import { RestSuccessEnvelope } from "@gw/runtime/common-validators/RestSuccessEnvelope";

export function GetAmmUtxosResponse(data, path = "") {
	const errors = [];
	if (!RestSuccessEnvelope(data, path)) errors.push(...RestSuccessEnvelope.errors);
	if (isObject(data)) {
		if (data.data !== undefined) {
			const data0 = data.data;
			if (isObject(data0)) {
				if (data0.utxos !== undefined) {
					const data1 = data0.utxos;
					if (Array.isArray(data1)) {
						const path0 = path + "/data" + "/utxos";
						for (let i2 = 0; i2 < data1.length; i2++) {
							if (!FormattedUtxo(data1[i2])) errors.push(...failed(FormattedUtxo, data1[i2], path0 + "/" + i2));
						}
					} else typeFail(errors, path + "/data" + "/utxos", "#/allOf/1/properties/data/properties/utxos", "array");
				}
			}
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	GetAmmUtxosResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
