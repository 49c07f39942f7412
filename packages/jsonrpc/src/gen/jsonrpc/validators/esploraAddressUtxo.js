// Generated from specs/openrpc/jsonrpc.yaml (`esplora_address::utxo`) by tools/codegen. Do not edit.

import { fail, failed, typeFail } from "@gw/runtime/validator-support";
import { EsploraUtxo } from "./schemas/EsploraUtxo.js";
import { checkBitcoinAddress } from "@gw/runtime/common-validators/BitcoinAddress";

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 1) fail(errors, path, "#/maxItems", "maxItems", { limit: 1 }, "must NOT have more than 1 items");
		if (data.length < 1) fail(errors, path, "#/minItems", "minItems", { limit: 1 }, "must NOT have fewer than 1 items");
		if (data.length > 0) checkBitcoinAddress(errors, data[0], path, "#/prefixItems/0", 0);
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		for (let i0 = 0; i0 < data.length; i0++) {
			if (!EsploraUtxo(data[i0])) errors.push(...failed(EsploraUtxo, data[i0], path + "/" + i0));
		}
	} else typeFail(errors, path, "#", "array");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
